import { useWatch } from 'react-hook-form';
import { invoiceAmounts, itemCents, parseCents, parseRate, type InvoiceInput } from '@console/contracts';
import { useFormat } from '@console/ui';
import { deductionCents, useMoney } from '../hooks/use-money';
import { useInvoicesT } from '../i18n/use-invoices-t';

/** Subtotal, discount, tax and total as typed, in integer cents (what the server will store), and what was already paid. */
export function InvoiceAmountsSummary({ paidCents }: { paidCents: number }) {
  const t = useInvoicesT();
  const money = useMoney();
  const { number } = useFormat();
  const [items = [], discount = '', taxRate = ''] = useWatch<InvoiceInput>({ name: ['items', 'discount', 'taxRate'] }) as [InvoiceInput['items'], string, string];
  const rate = parseRate(taxRate) ?? 0;
  const amounts = invoiceAmounts(itemCents(items), parseCents(discount) ?? 0, rate);
  const rows: [string, number][] = [
    [t('preview.subtotal'), amounts.subtotalCents],
    [t('preview.discount'), deductionCents(amounts.discountCents)],
    // The rate as the document writes it ('8,5' in French), not as the number's English text.
    [t('preview.tax', { rate: number(rate / 100) }), amounts.taxCents],
    [t('preview.total'), amounts.totalCents],
    ...(paidCents > 0 ? [[t('form.paid'), paidCents] as [string, number]] : []),
  ];
  return (
    // A named group around the list (aria-label is not allowed on a dl itself), read where it stands.
    // Not a live region: it would read every amount out on load and again at every keystroke in
    // a cost, quantity, discount or rate, over the echo of what is typed; each line's total shows
    // next to its fields, and a total refused (below what was paid) is said at the line items.
    <div role="group" className="ms-auto" style={{ minWidth: 'min(16rem, 100%)' }} aria-label={t('form.summary')}>
      <dl className="mb-0">
        {rows.map(([label, cents]) => (
          <div key={label} className="d-flex flex-wrap justify-content-between column-gap-4">
            <dt className="fw-normal">{label}</dt>
            <dd className="mb-0 fw-semibold ms-auto">{money(cents)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
