import { useId } from 'react';
import { productCategories } from '@console/contracts';
import { useFormat, type SetUrlState } from '@console/ui';
import { useShopT } from '../i18n/use-shop-t';
import { chosenBrands, isFiltered, noFilters, type catalogueParams, type CatalogueValues } from '../hooks/catalogue-params';
import { PriceRange } from './price-range';

interface Props {
  values: CatalogueValues;
  set: SetUrlState<typeof catalogueParams>;
  brands: readonly string[];
}

/** The same brand whatever its case, as the catalogue filters it (`?brands=lumora` is Lumora). */
const sameBrand = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** The catalogue's filters, every one of them in the URL. */
export function CatalogueFilters({ values, set, brands }: Props) {
  const t = useShopT();
  const { number } = useFormat();
  const id = useId();
  const chosen = chosenBrands(values);
  // From the values the change applies to, not those on screen: two quick clicks keep both brands.
  const toggleBrand = (brand: string, on: boolean) =>
    set((current) => {
      const before = chosenBrands(current).filter((name) => !sameBrand(name, brand));
      return { brands: (on ? [...before, brand] : before).join(',') };
    });
  return (
    <section aria-labelledby={`${id}-title`} className="card card-body">
      <h2 className="h5" id={`${id}-title`}>{t('filters.title')}</h2>
      <PriceRange key={`${values.minPrice}|${values.maxPrice}`} values={values} set={set} />
      <div className="mb-3">
        <label className="form-label h6" htmlFor={`${id}-category`}>{t('filters.category')}</label>
        <select id={`${id}-category`} className="form-select form-select-sm" value={values.category} onChange={(event) => set({ category: event.target.value as CatalogueValues['category'] })}>
          <option value="">{t('filters.allCategories')}</option>
          {productCategories.map((category) => (
            <option key={category} value={category}>{t(`categories.${category}`)}</option>
          ))}
        </select>
      </div>
      <fieldset className="mb-3">
        <legend className="h6">{t('filters.brands')}</legend>
        {brands.map((brand) => (
          <div className="form-check" key={brand}>
            <input id={`${id}-brand-${brand}`} type="checkbox" className="form-check-input" checked={chosen.some((name) => sameBrand(name, brand))} onChange={(event) => toggleBrand(brand, event.target.checked)} />
            <label className="form-check-label" htmlFor={`${id}-brand-${brand}`}>{brand}</label>
          </div>
        ))}
      </fieldset>
      <fieldset className="mb-3">
        <legend className="h6">{t('filters.rating')}</legend>
        {(['', '4', '3', '2', '1'] as const).map((rating) => (
          <div className="form-check" key={rating || 'any'}>
            <input id={`${id}-rating-${rating || 'any'}`} type="radio" name={`${id}-rating`} className="form-check-input" checked={values.rating === rating} onChange={() => set({ rating })} />
            <label className="form-check-label" htmlFor={`${id}-rating-${rating || 'any'}`}>
              {rating ? t('filters.stars', { count: Number(rating), shown: number(Number(rating)) }) : t('filters.anyRating')}
            </label>
          </div>
        ))}
      </fieldset>
      <div className="form-check form-switch mb-3">
        <input id={`${id}-free`} type="checkbox" role="switch" className="form-check-input" checked={values.freeShipping === 'true'} onChange={(event) => set({ freeShipping: event.target.checked ? 'true' : '' })} />
        <label className="form-check-label" htmlFor={`${id}-free`}>{t('filters.freeShipping')}</label>
      </div>
      {isFiltered(values) && (
        <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => set(noFilters)}>{t('filters.clearAll')}</button>
      )}
    </section>
  );
}
