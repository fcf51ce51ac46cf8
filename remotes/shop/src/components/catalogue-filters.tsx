import { useId, useState, type FormEvent } from 'react';
import { productCategories } from '@console/contracts';
import { useFormat, type SetUrlState } from '@console/ui';
import { useShopT } from '../i18n/use-shop-t';
import { catalogueParams, chosenBrands, isFiltered, noFilters, type CatalogueValues } from '../hooks/catalogue-params';

interface Props {
  values: CatalogueValues;
  set: SetUrlState<typeof catalogueParams>;
  brands: readonly string[];
}

/** The highest bound the link keeps (six digits): the box refuses more in the browser's words. */
const maxPrice = 999_999;
const wholeDollars = (typed: string) => (typed.trim() === '' ? '' : String(Number(typed)));
/** A maximum below the minimum, which would match nothing. */
const isReversed = (min: string, max: string) => min.trim() !== '' && max.trim() !== '' && Number(max) < Number(min);
/** The same brand whatever its case, as the catalogue filters it (`?brands=lumora` is Lumora). */
const sameBrand = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** Min and max price, applied together (typing one bound alone would refetch on every key). */
function PriceRange({ values, set }: Omit<Props, 'brands'>) {
  const t = useShopT();
  const id = useId();
  // The inputs follow the URL when it changes elsewhere (Back, clear-all): keyed by its values.
  const [min, setMin] = useState(values.minPrice);
  const [max, setMax] = useState(values.maxPrice);
  // From the URL's bounds too: a bookmarked reversed range is said at the field on load, as after typing it.
  const [reversed, setReversed] = useState(() => isReversed(values.minPrice, values.maxPrice));
  const apply = (event: FormEvent) => {
    event.preventDefault();
    // A maximum below the minimum would match nothing: said at the field, not applied.
    const wrongWay = isReversed(min, max);
    setReversed(wrongWay);
    // As the link writes a price: '1e3' and '0100' (which the number box accepts) are 1000 and 100.
    if (!wrongWay) set({ minPrice: wholeDollars(min), maxPrice: wholeDollars(max) });
  };
  return (
    <form onSubmit={apply} aria-labelledby={`${id}-legend`} className="mb-3">
      <h3 className="h6" id={`${id}-legend`}>{t('filters.price')}</h3>
      <div className="d-flex gap-2">
        <div>
          <label className="form-label small" htmlFor={`${id}-min`}>{t('filters.minPrice')}</label>
          <input id={`${id}-min`} className="form-control form-control-sm" type="number" min={0} max={maxPrice} inputMode="numeric" value={min} onChange={(event) => setMin(event.target.value)} />
        </div>
        <div>
          <label className="form-label small" htmlFor={`${id}-max`}>{t('filters.maxPrice')}</label>
          <input
            id={`${id}-max`}
            className={`form-control form-control-sm${reversed ? ' is-invalid' : ''}`}
            type="number"
            min={0}
            max={maxPrice}
            inputMode="numeric"
            value={max}
            onChange={(event) => setMax(event.target.value)}
            aria-invalid={reversed || undefined}
            aria-describedby={reversed ? `${id}-max-error` : undefined}
          />
        </div>
      </div>
      {reversed && (
        <div id={`${id}-max-error`} className="invalid-feedback d-block">
          {t('filters.priceReversed')}
        </div>
      )}
      <button type="submit" className="btn btn-sm btn-outline-primary mt-2">{t('filters.applyPrice')}</button>
    </form>
  );
}

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
