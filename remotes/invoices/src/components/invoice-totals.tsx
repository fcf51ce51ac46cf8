import { FileText, Landmark, Wallet } from 'lucide-react';
import type { InvoiceSummaryResponse } from '@console/contracts';
import { StatCard, StatGrid, useFormat } from '@console/ui';
import { useInvoicesT } from '../i18n/use-invoices-t';
import { useMoney } from '../hooks/use-money';

interface InvoiceTotalsProps {
  summary: InvoiceSummaryResponse | undefined;
  loading: boolean;
  failed: boolean;
  onRetry(): void;
}

/** Count, total and outstanding balance of every invoice the filters match (all pages); a failed load says so, with Retry. */
export function InvoiceTotals({ summary, loading, failed, onRetry }: InvoiceTotalsProps) {
  const t = useInvoicesT();
  const money = useMoney();
  const { number } = useFormat();
  const value = (show: (summary: InvoiceSummaryResponse) => string) => (summary ? show(summary) : '—');
  return (
    <StatGrid busy={loading} label={t('totals.label')} failure={failed ? { message: t('totals.failed'), onRetry } : null}>
      <StatCard icon={FileText} label={t('totals.count')} value={value((s) => number(s.count))} />
      <StatCard icon={Landmark} tone="success" label={t('totals.total')} value={value((s) => money(s.totalCents))} />
      <StatCard icon={Wallet} tone="warning" label={t('totals.balance')} value={value((s) => money(s.balanceCents))} />
    </StatGrid>
  );
}
