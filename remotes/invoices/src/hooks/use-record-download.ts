import { allows, useAbility } from '@console/auth';
import type { Invoice } from '@console/contracts';
import { markDownloaded } from '../api/invoices-api';
import { useInvoiceSaved } from './use-invoice';

/**
 * After a PDF is handed to the browser: a Draft invoice becomes Downloaded (spec's statuses), and
 * the list, its filter and the preview show it. Any later status says more than a download and is
 * kept, so only a Draft is recorded; an account that may read but not update invoices gets its
 * PDF and changes nothing (the API would refuse it: 403).
 */
export function useRecordDownload() {
  const ability = useAbility();
  const saved = useInvoiceSaved();
  return async (invoice: Invoice) => {
    if (invoice.invoiceStatus !== 'Draft' || !allows(ability, { action: 'update', subject: 'Invoice' })) return;
    try {
      await saved(await markDownloaded(invoice.id));
    } catch {
      // Quiet on purpose: the PDF is already in the user's hands, so an error here would read as a
      // failed download. The invoice stays Draft and the next download records it again.
    }
  };
}
