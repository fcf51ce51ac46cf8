import type { InvoiceFullResponse } from '@console/contracts';
import { ScrollBox, useFormat, useNarrowScreen } from '@console/ui';
import { useMoney } from '../hooks/use-money';
import { useInvoicesT } from '../i18n/use-invoices-t';

type Line = InvoiceFullResponse['document']['items'][number];

/**
 * The invoice's lines: a table, and on a phone one block a line, each amount named beside it. The
 * four columns do not fit a phone's width: a table scrolled sideways hid the price, which mattered most.
 */
export function InvoiceLines({ items }: { items: readonly Line[] }) {
  const t = useInvoicesT();
  const money = useMoney();
  const { number } = useFormat();
  const narrow = useNarrowScreen();
  const amounts = (item: Line): [string, string][] => [
    [t('preview.cost'), money(item.costCents)],
    [t('preview.qty'), number(item.qty)],
    [t('preview.price'), money(item.costCents * item.qty)],
  ];

  if (narrow) {
    return (
      <ul className="list-unstyled mb-0 border-top" aria-label={t('form.items')}>
        {items.map((item, index) => (
          <li key={index} className="border-bottom py-2">
            <p className="mb-1 fw-semibold text-wrap-anywhere">{item.description}</p>
            <dl className="mb-0">
              {amounts(item).map(([label, value]) => (
                <div key={label} className="d-flex justify-content-between gap-3">
                  <dt className="fw-normal text-body-secondary">{label}</dt>
                  <dd className="mb-0">{value}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ScrollBox label={t('form.items')}>
      <table className="table align-middle mb-0">
        <caption className="visually-hidden">{t('form.items')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('preview.item')}</th>
            <th scope="col" className="text-end">{t('preview.cost')}</th>
            <th scope="col" className="text-end">{t('preview.qty')}</th>
            <th scope="col" className="text-end">{t('preview.price')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item, index) => (
            <tr key={index}>
              <td>{item.description}</td>
              {amounts(item).map(([label, value]) => (
                <td key={label} className="text-end">{value}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollBox>
  );
}
