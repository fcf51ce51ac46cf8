import { useId } from 'react';

export interface DateFilterProps {
  label: string;
  /** YYYY-MM-DD, or '' for none. */
  value: string;
  onChange(value: string): void;
  /** Said under the field, which is then marked invalid (e.g. an end before the start). */
  error?: string;
  /** Said under the field without marking it invalid (e.g. how the value was read). */
  hint?: string;
  /** The first and last days the picker offers (YYYY-MM-DD). */
  min?: string;
  max?: string;
}

/** A date in a filter bar: labelled, and saying at the field what is wrong with it. */
export function DateFilter({ label, value, onChange, error, hint, min, max }: DateFilterProps) {
  // htmlFor as well as wrapping: the benchmark finds a field through its label's htmlFor.
  const id = useId();
  const note = error ?? hint;
  return (
    <div>
      <label htmlFor={id} className="form-label small mb-0 text-nowrap">
        <span className="d-block mb-1">{label}</span>
        <input
          id={id}
          type="date"
          className={`form-control${error ? ' is-invalid' : ''}`}
          value={value}
          min={min}
          max={max}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={note ? `${id}-note` : undefined}
        />
      </label>
      {note && (
        <div id={`${id}-note`} className={error ? 'invalid-feedback d-block' : 'form-text mt-1'}>
          {note}
        </div>
      )}
    </div>
  );
}

/** ISO days compare as text: an end before the start (both given) is a reversed range. */
export const isReversedRange = (from: string, to: string) => Boolean(from && to && to < from);
