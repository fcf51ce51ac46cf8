import type { RefObject } from 'react';
import toast from 'react-hot-toast';
import { InvoicePaymentInputSchema, parseCents, paymentMethods, type Invoice } from '@console/contracts';
import { OffcanvasForm, SelectField, TextareaField, TextField, useDecimalInput, useSchemaForm } from '@console/ui';
import { today } from '../api/calendar';
import { addPayment } from '../api/invoices-api';
import { useInvoice, useInvoiceSaved } from '../hooks/use-invoice';
import { balanceCentsOf, useMoney } from '../hooks/use-money';
import { useInvoicesT } from '../i18n/use-invoices-t';

/** Add payment off-canvas: amount (≤ balance, checked by the server at the field), date, method, note. */
export function PaymentPanel(props: { invoice: Invoice; show: boolean; onHide(): void; fallbackFocus?: RefObject<HTMLElement | null> }) {
  const { invoice, show, onHide, fallbackFocus } = props;
  const t = useInvoicesT();
  // Amounts and rates as the language writes them ('250,00' in French), sent as the API's '250.00'.
  const decimal = useDecimalInput();
  const money = useMoney();
  const saved = useInvoiceSaved();
  const detail = useInvoice(invoice.id);
  const balanceCents = detail.data?.document.balanceCents ?? balanceCentsOf(invoice);
  const form = useSchemaForm(InvoicePaymentInputSchema, { amount: '', date: today(), method: '', note: '' });
  return (
    <OffcanvasForm
      show={show}
      title={t('payment.title', { id: invoice.id })}
      submitLabel={t('payment.submit')}
      form={form}
      onSubmit={async (values) => {
        await saved(await addPayment(invoice.id, values));
        toast.success(t('payment.done', { amount: money(parseCents(values.amount) ?? 0) }));
      }}
      onHide={onHide}
      fallbackFocus={fallbackFocus}
    >
      <p className="mb-0">{t('payment.balance', { balance: money(balanceCents) })}</p>
      <TextField name="amount" label={t('payment.amount')} required hint={t('payment.amountHint')} inputMode="decimal" parse={decimal} />
      <TextField name="date" label={t('payment.date')} type="date" required />
      <SelectField
        name="method"
        label={t('payment.method')}
        placeholder={t('payment.chooseMethod')}
        options={paymentMethods.map((method) => ({ value: method, label: t(`methods.${method}`) }))}
        required
      />
      <TextareaField name="note" label={t('payment.note')} rows={3} />
    </OffcanvasForm>
  );
}
