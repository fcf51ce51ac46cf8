import { useId } from 'react';
import { productCategories } from '@console/contracts';
import { FilterBar, useFormat, type FilterSelect, type SetUrlState } from '@console/ui';
import { useShopT } from '../i18n/use-shop-t';
import { chosenBrands, noFilters, type catalogueParams, type CatalogueValues } from '../hooks/catalogue-params';
import { PriceRange } from './price-range';
import './shop.css';

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
  const category: FilterSelect<Exclude<CatalogueValues['category'], ''>> = {
    id: 'category',
    label: t('filters.category'),
    allLabel: t('filters.allCategories'),
    value: values.category,
    options: productCategories.map((value) => ({ value, label: t(`categories.${value}`) })),
    onChange: (value) => set({ category: value }),
  };
  return (
    // The kit's filter bar, as the users and invoices lists have: folded behind its Filters button
    // on a phone (the products first), a column beside the products from 768 px (shop.css).
    <div className="shop-filters">
      <FilterBar
        label={t('filters.title')}
        filters={[category]}
        more={
          <>
            <PriceRange key={`${values.minPrice}|${values.maxPrice}`} values={values} set={set} />
            <fieldset>
              <legend className="h6">{t('filters.brands')}</legend>
              {brands.map((brand) => (
                <div className="form-check" key={brand}>
                  <input id={`${id}-brand-${brand}`} type="checkbox" className="form-check-input" checked={chosen.some((name) => sameBrand(name, brand))} onChange={(event) => toggleBrand(brand, event.target.checked)} />
                  <label className="form-check-label" htmlFor={`${id}-brand-${brand}`}>{brand}</label>
                </div>
              ))}
            </fieldset>
            <fieldset>
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
            <div className="form-check form-switch">
              <input id={`${id}-free`} type="checkbox" role="switch" className="form-check-input" checked={values.freeShipping === 'true'} onChange={(event) => set({ freeShipping: event.target.checked ? 'true' : '' })} />
              <label className="form-check-label" htmlFor={`${id}-free`}>{t('filters.freeShipping')}</label>
            </div>
          </>
        }
        // The price range counts once, however many bounds it has; the brands once, however many are ticked.
        moreActive={[values.minPrice || values.maxPrice, values.brands, values.rating, values.freeShipping].filter(Boolean).length}
        // The search box is above the products, outside the bar: it stays (the empty state clears it too).
        onClear={() => set({ ...noFilters, q: values.q })}
      />
    </div>
  );
}
