import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from '@console/router';
import toast from 'react-hot-toast';
import { ApiError } from '@console/auth';
import { invoiceUpdateSchema, totalBelowPaidCode, type InvoiceFullResponse, type InvoiceInput } from '@console/contracts';
import { SchemaForm, SubmitButton, TextareaField, TextField, useDecimalInput, useRecordForm, useUnsavedChangesPrompt } from '@console/ui';
import { useInvoiceSaved } from '../hooks/use-invoice';
import { useInvoicesT } from '../i18n/use-invoices-t';
import { ClientFields } from './client-fields';
import { InvoiceAmountsSummary } from './invoice-amounts';
import { LineItems } from './line-items';

interface InvoiceFormProps {
  /** The saved values (editing: the invoice as the cache holds it now), or a new invoice's. */
  defaults: InvoiceInput;
  save(input: InvoiceInput): Promise<InvoiceFullResponse>;
  /** Where to go once saved. */
  next(saved: InvoiceFullResponse): string;
  label: string;
  /** What the invoice has already received (editing): the new total may not go below it. */
  paidCents?: number;
}

/** The amount the server says was paid when it refused a total below it (it may know a newer payment). */
function paidOnRefusal(error: unknown): number | undefined {
  if (!(error instanceof ApiError) || error.refusal.code !== totalBelowPaidCode) return undefined;
  const paid = error.refusal.params?.paidCents;
  return typeof paid === 'number' ? paid : undefined;
}

/**
 * Add and edit: client, service, salesperson, dates (due ≥ issued), lines, discount, tax, note and
 * terms, checked by the schema the server uses (editing: a total not below what was paid). A refused
 * save keeps the input and shows the server's messages at their fields; leaving with unsaved
 * changes asks first.
 */
export function InvoiceForm({ defaults, save, next, label, paidCents = 0 }: InvoiceFormProps) {
  const t = useInvoicesT();
  // Amounts and rates as the language writes them ('250,00' in French), sent as the API's '250.00'.
  const decimal = useDecimalInput();
  const navigate = useNavigate();
  const saved = useInvoiceSaved();
  // The floor of the total: what the server said was paid when it refused a save, until the
  // invoice refetched brings a new figure (a payment recorded elsewhere since), then that figure.
  const [refusal, setRefusal] = useState<{ given: number; paid: number } | null>(null);
  const paid = refusal?.given === paidCents ? refusal.paid : paidCents;
  const schema = useMemo(() => invoiceUpdateSchema(paid), [paid]);
  // Editing, the form follows the invoice saved elsewhere (another tab), keeping what was typed;
  // lines the user changed stay theirs as a whole. criteriaMode 'all': the kit's resolver otherwise
  // stops valibot's pipes at the first issue, and the whole-form checks (due ≥ issued, discount ≤
  // subtotal) would wait until every field is fixed.
  const form = useRecordForm(schema, defaults, { criteriaMode: 'all' }, ['items']);
  // Set once saved: the prompt stands down first, then the page moves on (next effect). The move
  // takes the form's place in the history: Back then skips the saved form rather than offering it
  // again, empty (add) or with the old values (edit), for a duplicate save.
  const [leaveTo, setLeaveTo] = useState<string | null>(null);
  const prompt = useUnsavedChangesPrompt(form.formState.isDirty && leaveTo === null);
  useEffect(() => {
    if (leaveTo) void navigate(leaveTo, { replace: true });
  }, [leaveTo, navigate]);

  return (
    <>
      <SchemaForm
        form={form}
        aria-label={label}
        className="card card-body d-flex flex-column gap-4"
        onSubmit={async (values) => {
          const result = await save(values).catch((error: unknown) => {
            const paidByServer = paidOnRefusal(error);
            if (paidByServer !== undefined) setRefusal({ given: paidCents, paid: paidByServer });
            throw error;
          });
          await saved(result);
          toast.success(t('form.saved', { id: result.invoice.id }));
          setLeaveTo(next(result));
        }}
      >
        <ClientFields />
        <div className="row g-3">
          <div className="col-md-6"><TextField name="service" label={t('form.service')} required /></div>
          <div className="col-md-6"><TextField name="salesperson" label={t('form.salesperson')} required /></div>
          <div className="col-md-6"><TextField name="issuedDate" label={t('form.issuedDate')} type="date" required /></div>
          <div className="col-md-6"><TextField name="dueDate" label={t('form.dueDate')} type="date" required /></div>
        </div>
        <LineItems paidCents={paid} />
        <div className="row g-3">
          <div className="col-md-6 d-flex flex-column gap-3">
            <TextField name="discount" label={t('form.discount')} required inputMode="decimal" parse={decimal} />
            <TextField name="taxRate" label={t('form.taxRate')} required inputMode="decimal" parse={decimal} />
          </div>
          <div className="col-md-6 d-flex">
            <InvoiceAmountsSummary paidCents={paid} />
          </div>
        </div>
        <TextareaField name="note" label={t('form.note')} rows={3} />
        <TextField name="paymentTerms" label={t('form.paymentTerms')} />
        <div>
          <SubmitButton>{t('form.save')}</SubmitButton>
        </div>
      </SchemaForm>
      {prompt}
    </>
  );
}
