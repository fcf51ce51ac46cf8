import { LayoutGrid, List } from 'lucide-react';
import { productSorts } from '@console/contracts';
import { SearchInput, useFormat, type SetUrlState } from '@console/ui';
import { useId } from 'react';
import { useShopT } from '../i18n/use-shop-t';
import type { catalogueParams, CatalogueValues } from '../hooks/catalogue-params';

/** Search, the result count, sort and the grid/list switch above the products. */
export function CatalogueToolbar({ values, set, total }: { values: CatalogueValues; set: SetUrlState<typeof catalogueParams>; total: number | undefined }) {
  const t = useShopT();
  const { number } = useFormat();
  const id = useId();
  const views = [
    { view: 'grid', label: t('catalogue.grid'), Icon: LayoutGrid },
    { view: 'list', label: t('catalogue.list'), Icon: List },
  ] as const;
  return (
    <div className="d-flex flex-wrap align-items-end gap-3 mb-3">
      <div role="search" className="flex-grow-1">
        <SearchInput id={`${id}-search`} label={t('catalogue.search')} value={values.q} onSearch={(q) => set({ q }, { replace: true })} hideLabel placeholder={t('catalogue.search')} />
      </div>
      <p className="mb-0 fw-semibold" role="status">
        {total === undefined ? '' : t('catalogue.results', { count: total, total: number(total) })}
      </p>
      <div>
        <label className="form-label small mb-1" htmlFor={`${id}-sort`}>{t('catalogue.sort')}</label>
        <select id={`${id}-sort`} className="form-select form-select-sm" value={values.sortBy} onChange={(event) => set({ sortBy: event.target.value as CatalogueValues['sortBy'] })}>
          {productSorts.map((sort) => (
            <option key={sort} value={sort}>{t(`catalogue.sorts.${sort}`)}</option>
          ))}
        </select>
      </div>
      <div className="btn-group" role="group" aria-label={t('catalogue.view')}>
        {views.map(({ view, label, Icon }) => (
          <button key={view} type="button" className={`btn btn-sm ${values.view === view ? 'btn-primary' : 'btn-outline-primary'}`} aria-pressed={values.view === view} aria-label={label} title={label} onClick={() => set({ view, page: values.page }, { replace: true })}>
            <Icon size={16} aria-hidden="true" />
          </button>
        ))}
      </div>
    </div>
  );
}
