import { useId } from 'react';

export interface ChoiceSelectProps<T extends string> {
  /** Read by assistive tech; the options say what the choice is to the eye. */
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange(value: T): void;
}

/** A card's small select in its header (period, year). */
export function ChoiceSelect<T extends string>({ label, value, options, onChange }: ChoiceSelectProps<T>) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <select
        id={id}
        className="form-select form-select-sm"
        value={value}
        onChange={(event) => onChange(options.find((option) => option.value === event.target.value)?.value ?? value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
