import type { InvoiceFullResponse, InvoiceStatus } from '@console/contracts';
import { useFormat } from '@console/ui';
import { useIssuingCompany } from '../api/company';
import { deductionCents, useMoney } from '../hooks/use-money';
import { useInvoicesT } from '../i18n/use-invoices-t';
import { InvoiceLines } from './invoice-lines';

const statusTone: Record<InvoiceStatus, string> = {
  Paid: 'text-bg-success',
  Downloaded: 'text-bg-info',
  Sent: 'text-bg-secondary',
  Draft: 'text-bg-light border',
  'Partial Payment': 'text-bg-warning',
  'Past Due': 'text-bg-danger',
};

/**
 * The invoice as a document: the issuing company, the client, dates, lines, salesperson, amounts
 * and payment details. Logical properties (text-end, ms-auto) keep it right in a right-to-left page.
 */
export function InvoiceDocument({ full }: { full: InvoiceFullResponse }) {
  const t = useInvoicesT();
  const money = useMoney();
  const { date, number } = useFormat();
  const company = useIssuingCompany();
  const { invoice, document, paymentDetails } = full;
  const amounts: [string, number][] = [
    [t('preview.subtotal'), document.subtotalCents],
    [t('preview.discount'), deductionCents(document.discountCents)],
    [t('preview.tax', { rate: number(document.taxRatePoints / 100) }), document.taxCents],
    [t('preview.total'), document.totalCents],
    [t('preview.balance'), document.balanceCents],
  ];
  return (
    <article className="card invoice-document" aria-labelledby="invoice-document-title">
      <div className="card-body d-flex flex-column gap-4 p-4">
        <header className="d-flex flex-wrap justify-content-between gap-3 text-wrap-anywhere">
          <address className="mb-0">
            <strong className="fs-5 d-block">{company.name}</strong>
            <span dir="auto">{company.address}</span>
            <br />
            {company.email} · <span dir="ltr">{company.phone}</span>
          </address>
          <div className="text-end">
            <h2 id="invoice-document-title" className="h4">
              {t('preview.title', { id: invoice.id })}
            </h2>
            <p className="mb-1 fw-semibold">{document.service}</p>
            <p className="mb-1">
              <span className={`badge ${statusTone[invoice.invoiceStatus]}`}>{t(`status.${invoice.invoiceStatus}`)}</span>
            </p>
            <dl className="mb-0">
              <div>
                <dt className="d-inline">{t('preview.labelled', { label: t('preview.issued') })}</dt> <dd className="d-inline">{date(document.issuedDate)}</dd>
              </div>
              <div>
                <dt className="d-inline">{t('preview.labelled', { label: t('preview.due') })}</dt> <dd className="d-inline">{date(document.dueDate)}</dd>
              </div>
            </dl>
          </div>
        </header>
        <div className="row g-3 text-wrap-anywhere">
          <section className="col-md-6" aria-labelledby="invoice-to">
            <h3 id="invoice-to" className="h6 text-body-secondary">
              {t('preview.invoiceTo')}
            </h3>
            <address className="mb-0">
              <strong>{invoice.client.name}</strong>
              <br />
              <span dir="auto">{invoice.client.company}</span>
              <br />
              <span dir="auto">
                {invoice.client.address}, {invoice.client.country}
              </span>
              <br />
              <span dir="ltr">{invoice.client.contact}</span>
              <br />
              {invoice.client.companyEmail}
            </address>
          </section>
          <section className="col-md-6" aria-labelledby="invoice-payment-details">
            <h3 id="invoice-payment-details" className="h6 text-body-secondary">
              {t('preview.paymentDetails')}
            </h3>
            <dl className="row mb-0 small">
              <dt className="col-5">{t('preview.totalDue')}</dt>
              <dd className="col-7">{money(document.balanceCents)}</dd>
              <dt className="col-5">{t('preview.bank')}</dt>
              <dd className="col-7">{paymentDetails.bankName}</dd>
              <dt className="col-5">{t('preview.country')}</dt>
              <dd className="col-7">{paymentDetails.country}</dd>
              <dt className="col-5">{t('preview.iban')}</dt>
              {/* dir on the value, not the dd: an ltr dd in an rtl page takes the browser's 40 px dd indent. */}
              <dd className="col-7">
                <span dir="ltr">{paymentDetails.iban}</span>
              </dd>
              <dt className="col-5">{t('preview.swift')}</dt>
              <dd className="col-7">
                <span dir="ltr">{paymentDetails.swiftCode}</span>
              </dd>
            </dl>
          </section>
        </div>
        <InvoiceLines items={document.items} />
        <div className="d-flex flex-wrap justify-content-between gap-3">
          <p className="mb-0 min-w-0 text-wrap-anywhere">
            <strong>{t('preview.labelled', { label: t('preview.salesperson') })}</strong> {document.salesperson}
            <br />
            {t('preview.thanks')}
          </p>
          {/* A named group around the list: aria-label is not allowed on a dl itself. */}
          <div role="group" className="ms-auto" aria-label={t('form.summary')}>
            <dl className="invoice-amounts mb-0">
              {amounts.map(([label, cents]) => (
                <div key={label} className="d-flex justify-content-between gap-4">
                  <dt className="fw-normal">{label}</dt>
                  <dd className="mb-0 fw-semibold">{money(cents)}</dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
        {(document.note || document.paymentTerms) && (
          <p className="mb-0 text-wrap-anywhere">
            {document.note && (
              <>
                <strong>{t('preview.labelled', { label: t('preview.note') })}</strong> {document.note}
                <br />
              </>
            )}
            {document.paymentTerms && (
              <>
                <strong>{t('preview.labelled', { label: t('preview.terms') })}</strong> {document.paymentTerms}
              </>
            )}
          </p>
        )}
        {document.payments.length > 0 && (
          <section aria-labelledby="invoice-payments" className="d-print-none">
            <h3 id="invoice-payments" className="h6">{t('preview.payments')}</h3>
            <ul className="mb-0">
              {document.payments.map((payment, index) => (
                <li key={index}>
                  {date(payment.date)} · {money(payment.amountCents)} · {t(`methods.${payment.method}`)}
                  {payment.note && ` · ${payment.note}`}
                </li>
              ))}
            </ul>
          </section>
        )}
        {document.sendings.length > 0 && (
          <section aria-labelledby="invoice-sendings" className="d-print-none">
            <h3 id="invoice-sendings" className="h6">{t('preview.sendings')}</h3>
            <ul className="mb-0">
              {document.sendings.map((sending, index) => (
                <li key={index}>{t('preview.sentTo', { to: sending.to, subject: sending.subject })}</li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </article>
  );
}
