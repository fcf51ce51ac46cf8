import { ErrorState, useFailureSentence } from '@console/ui';
import { useInvoicesT } from '../i18n/use-invoices-t';

/**
 * An invoice that could not be loaded, said in the page's language with Retry: the server's or
 * the network's own text is English, so it ends the sentence only where it is known or English.
 */
export function InvoiceLoadError({ error, onRetry }: { error: unknown; onRetry(): void }) {
  const t = useInvoicesT();
  const failure = useFailureSentence();
  return <ErrorState message={failure(t('preview.loadFailed'), error)} onRetry={onRetry} />;
}
