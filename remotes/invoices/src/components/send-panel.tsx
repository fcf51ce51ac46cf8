import type { RefObject } from 'react';
import toast from 'react-hot-toast';
import { InvoiceSendInputSchema, type Invoice } from '@console/contracts';
import { CheckboxField, OffcanvasForm, TextareaField, TextField, useSchemaForm } from '@console/ui';
import { sendInvoice } from '../api/invoices-api';
import { billingEmail } from '../api/company';
import { useInvoiceSaved } from '../hooks/use-invoice';
import { useInvoicesT } from '../i18n/use-invoices-t';

interface PanelProps {
  invoice: Invoice;
  show: boolean;
  onHide(): void;
  /** Where the focus goes if sending took the opener away (the row, from a list of drafts); the page's heading when not given. */
  fallbackFocus?: RefObject<HTMLElement | null>;
}

/** Send off-canvas: from, to, subject, message, attachment. Sending marks the invoice Sent. */
export function SendPanel({ invoice, show, onHide, fallbackFocus }: PanelProps) {
  const t = useInvoicesT();
  const saved = useInvoiceSaved();
  const form = useSchemaForm(InvoiceSendInputSchema, {
    from: billingEmail,
    to: invoice.client.companyEmail,
    subject: t('send.subjectDefault', { id: invoice.id }),
    message: t('send.messageDefault', { id: invoice.id, name: invoice.client.name }),
    attachPdf: true,
  });
  return (
    <OffcanvasForm
      show={show}
      title={t('send.title', { id: invoice.id })}
      submitLabel={t('send.submit')}
      form={form}
      onSubmit={async (values) => {
        await saved(await sendInvoice(invoice.id, values));
        toast.success(t('send.done', { id: invoice.id }));
      }}
      onHide={onHide}
      fallbackFocus={fallbackFocus}
    >
      <TextField name="from" label={t('send.from')} type="email" required />
      <TextField name="to" label={t('send.to')} type="email" required />
      <TextField name="subject" label={t('send.subject')} required />
      <TextareaField name="message" label={t('send.message')} rows={6} required />
      <CheckboxField name="attachPdf" label={t('send.attach')} />
    </OffcanvasForm>
  );
}
