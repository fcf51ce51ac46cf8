import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useFormContext, useWatch } from 'react-hook-form';
import { queryKeys, type InvoiceClient, type InvoiceInput } from '@console/contracts';
import { ErrorState, TextField } from '@console/ui';
import { fetchClients } from '../api/invoices-api';
import { useInvoicesT } from '../i18n/use-invoices-t';

const blankClient: InvoiceClient = { name: '', company: '', companyEmail: '', address: '', country: '', contact: '' };

/**
 * The client: a picker of the first 5 clients (GET /api/invoice/clients) that fills the client's
 * fields, or "New client…", which empties them for a new one. The fields stay editable either way.
 * The picker names the client the fields hold (by email): an invoice being edited shows its own,
 * listed or not.
 * While the clients load the picker waits, saying so; if they cannot be loaded, Retry asks again
 * (meanwhile "New client…" and the fields still work).
 */
export function ClientFields() {
  const t = useInvoicesT();
  const pickerId = useId();
  const hintId = `${pickerId}-hint`;
  const { setValue, setFocus } = useFormContext<InvoiceInput>();
  const clients = useQuery({ queryKey: queryKeys.invoices.clients, queryFn: ({ signal }) => fetchClients(signal) });
  const [choice, setChoice] = useState('');
  const [email, name, company] = useWatch<InvoiceInput, ['client.companyEmail', 'client.name', 'client.company']>({ name: ['client.companyEmail', 'client.name', 'client.company'] });
  const listed = email ? clients.data?.find((entry) => entry.companyEmail === email) : undefined;
  // 'current': a client the first five do not include (an older invoice's), named as the fields hold it.
  const shown = listed ? listed.companyEmail : choice === 'new' ? 'new' : email ? 'current' : '';
  const choose = (value: string) => {
    setChoice(value);
    const client = value === 'new' ? blankClient : clients.data?.find((entry) => entry.companyEmail === value);
    if (!client) return;
    for (const [key, text] of Object.entries(client) as [keyof InvoiceClient, string][]) {
      setValue(`client.${key}`, text, { shouldDirty: true, shouldValidate: value !== 'new' });
    }
    if (value === 'new') setFocus('client.name');
  };
  return (
    <fieldset className="d-flex flex-column gap-3">
      <legend className="h6">{t('form.client')}</legend>
      <div>
        <label htmlFor={pickerId} className="form-label">
          {t('form.client')}
        </label>
        <select
          id={pickerId}
          className="form-select"
          value={shown}
          onChange={(event) => choose(event.target.value)}
          disabled={clients.isPending}
          aria-describedby={clients.isPending ? hintId : undefined}
        >
          <option value="">{t('form.chooseClient')}</option>
          {clients.data?.map((client) => (
            <option key={client.companyEmail} value={client.companyEmail}>
              {client.name} · {client.company}
            </option>
          ))}
          {shown === 'current' && (
            <option value="current">
              {name} · {company}
            </option>
          )}
          <option value="new">{t('form.newClient')}</option>
        </select>
        {clients.isPending && <div id={hintId} className="form-text">{t('form.clientsLoading')}</div>}
        {clients.isError && <ErrorState message={t('form.clientsFailed')} onRetry={() => void clients.refetch()} />}
      </div>
      <div className="row g-3" role="group" aria-label={t('form.clientDetails')}>
        <div className="col-md-6"><TextField name="client.name" label={t('form.name')} required /></div>
        <div className="col-md-6"><TextField name="client.company" label={t('form.company')} required /></div>
        <div className="col-md-6"><TextField name="client.companyEmail" label={t('form.email')} type="email" required /></div>
        <div className="col-md-6"><TextField name="client.contact" label={t('form.contact')} type="tel" required /></div>
        <div className="col-md-6"><TextField name="client.address" label={t('form.address')} required /></div>
        <div className="col-md-6"><TextField name="client.country" label={t('form.country')} required /></div>
      </div>
    </fieldset>
  );
}
