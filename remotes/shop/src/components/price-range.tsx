import { useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { fieldControlProps, useFormat, type SetUrlState } from '@console/ui';
import { useShopT } from '../i18n/use-shop-t';
import { maxPriceBound, type catalogueParams, type CatalogueValues } from '../hooks/catalogue-params';
import { typedPriceBound, type PriceBoundProblem } from './price-bound';

/** A maximum below the minimum, which would match nothing. */
const isReversed = (min: string, max: string) => min !== '' && max !== '' && Number(max) < Number(min);

/** The message of each problem but tooHigh (which names the highest bound). */
const problemTexts = {
  notNumber: 'filters.priceNotNumber',
  negative: 'filters.priceNegative',
  cents: 'filters.priceCents',
  reversed: 'filters.priceReversed',
} as const;

/** What stops a range being applied, field by field ('' = nothing). */
interface RangeProblems {
  min: PriceBoundProblem | '';
  max: PriceBoundProblem | 'reversed' | '';
}

/** The bound in the box: its text, or "not a number" when the box holds text it cannot read ('1e'). */
const boundIn = (box: RefObject<HTMLInputElement | null>, typed: string) => (box.current?.validity.badInput ? ({ problem: 'notNumber' } as const) : typedPriceBound(typed));

/** One price box, its message under it (read as its description). */
function PriceBox({ id, label, value, onChange, error, box }: { id: string; label: string; value: string; onChange(value: string): void; error: string; box: RefObject<HTMLInputElement | null> }) {
  return (
    <div>
      <label className="form-label small" htmlFor={id}>{label}</label>
      <input
        ref={box}
        {...fieldControlProps(id, error)}
        className={`form-control form-control-sm${error ? ' is-invalid' : ''}`}
        type="number"
        min={0}
        max={maxPriceBound}
        // Cents are fine: with the default step of 1, a box holding 649.99 would count as invalid.
        step="any"
        inputMode="decimal"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </div>
  );
}

/**
 * Min and max price, applied together (typing one bound alone would refetch on every key). A
 * bound that cannot apply (negative, a fraction of a cent, past six digits, a maximum below the
 * minimum) is said at its field and nothing changes; the browser's own check is off, as its
 * bubble says nothing a screen reader or the page keeps.
 */
export function PriceRange({ values, set }: { values: CatalogueValues; set: SetUrlState<typeof catalogueParams> }) {
  const t = useShopT();
  const { number } = useFormat();
  const id = useId();
  const minBox = useRef<HTMLInputElement>(null);
  const maxBox = useRef<HTMLInputElement>(null);
  // The inputs follow the URL when it changes elsewhere (Back, clear-all): the parent keys this by its values.
  const [min, setMin] = useState(values.minPrice);
  const [max, setMax] = useState(values.maxPrice);
  // From the URL's bounds too: a bookmarked reversed range is said at the field on load, as after typing it.
  const [problems, setProblems] = useState<RangeProblems>(() => ({ min: '', max: isReversed(values.minPrice, values.maxPrice) ? 'reversed' : '' }));

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const low = boundIn(minBox, min);
    const high = boundIn(maxBox, max);
    const next: RangeProblems = {
      min: 'problem' in low ? low.problem : '',
      max: 'problem' in high ? high.problem : 'bound' in low && isReversed(low.bound, high.bound) ? 'reversed' : '',
    };
    setProblems(next);
    if (next.min) minBox.current?.focus();
    else if (next.max) maxBox.current?.focus();
    // As the link writes a price: '1e3' and '0100' (which the number box accepts) are 1000 and 100.
    else if ('bound' in low && 'bound' in high) set({ minPrice: low.bound, maxPrice: high.bound });
  };

  const says = (problem: RangeProblems['min'] | RangeProblems['max']) =>
    problem === '' ? '' : problem === 'tooHigh' ? t('filters.priceTooHigh', { max: number(maxPriceBound) }) : t(problemTexts[problem]);

  return (
    <form onSubmit={apply} noValidate aria-labelledby={`${id}-legend`}>
      <h3 className="h6" id={`${id}-legend`}>{t('filters.price')}</h3>
      <div className="d-flex gap-2">
        <PriceBox id={`${id}-min`} label={t('filters.minPrice')} value={min} onChange={setMin} error={says(problems.min)} box={minBox} />
        <PriceBox id={`${id}-max`} label={t('filters.maxPrice')} value={max} onChange={setMax} error={says(problems.max)} box={maxBox} />
      </div>
      <button type="submit" className="btn btn-sm btn-outline-primary mt-2">{t('filters.applyPrice')}</button>
    </form>
  );
}
