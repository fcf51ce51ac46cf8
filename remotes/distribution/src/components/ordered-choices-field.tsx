import { useCallback, useId, useRef, useState } from 'react';
import { ArrowDown, ArrowUp, X } from 'lucide-react';
import { useController } from 'react-hook-form';
import { describedBy, useFormat, useMessageText, useReorderControls, type Option } from '@console/ui';
import { useDistributionT } from '../i18n/use-distribution-t';

interface OrderedChoicesFieldProps {
  /** The form value's path: the chosen option values, in order. */
  name: string;
  legend: string;
  /** Everything that may be chosen. */
  options: readonly Option[];
  /** The label of the select that adds a choice ("Add a playlist"). */
  addLabel: string;
  /** A short text under the list (what the order means). */
  hint?: string;
  /** How to name a chosen value no option carries (yet: the options may still be loading). */
  unknownLabel(value: string): string;
}

/**
 * Choices whose order matters (a Roku channel's categories): the chosen ones as a numbered list,
 * each moved by its Move up / Move down buttons or removed, and a select to add the others at the end.
 * A checkbox group cannot do this: its value comes back in the options' order.
 */
export function OrderedChoicesField({ name, legend, options, addLabel, hint, unknownLabel }: OrderedChoicesFieldProps) {
  const t = useDistributionT();
  const { number } = useFormat();
  const message = useMessageText();
  const id = useId();
  const { field, fieldState } = useController<Record<string, string[]>>({ name });
  const { value, onChange, ref: fieldRef } = field;
  const labelOf = (chosen: string) => options.find((option) => option.value === chosen)?.label ?? unknownLabel(chosen);
  const left = options.filter((option) => !value.includes(option.value));
  const [adding, setAdding] = useState('');
  const addSelect = useRef<HTMLSelectElement | null>(null);
  // The add select is where the form puts focus when nothing is chosen ("choose at least one"): it
  // carries the message too, so that focus reads it, not only the fieldset around it.
  const addRef = useCallback(
    (element: HTMLSelectElement | null) => {
      fieldRef(element);
      addSelect.current = element;
    },
    [fieldRef],
  );
  // Focus stays on the buttons as items move or go, and the change is read out: the list changes silently.
  const { control, move, remove, said, announce } = useReorderControls({
    items: value,
    keyOf: (chosen) => chosen,
    onChange,
    whenEmpty: addSelect,
    movedText: (chosen, position) => t('order.moved', { name: labelOf(chosen), position: number(position) }),
    removedText: (chosen) => t('order.removed', { name: labelOf(chosen) }),
  });
  const add = () => {
    if (!adding) return;
    onChange([...value, adding]);
    announce(t('order.added', { name: labelOf(adding), position: number(value.length + 1) }));
    setAdding('');
    // Add is disabled once the select is back on its placeholder: the select takes the focus, for the next one.
    addSelect.current?.focus();
  };
  const error = message(fieldState.error?.message);
  return (
    <fieldset className="d-flex flex-column gap-2" aria-describedby={describedBy(error && `${id}-error`, hint && `${id}-hint`)}>
      <legend className="form-label fs-6 mb-0">{legend}</legend>
      {value.length ? (
        <ol className="list-group list-group-numbered">
          {value.map((chosen, index) => {
            const label = labelOf(chosen);
            return (
              <li key={chosen} className="list-group-item d-flex align-items-center gap-2">
                <span className="flex-grow-1 text-truncate">{label}</span>
                <button ref={control(chosen, 'up')} type="button" className="btn btn-sm btn-outline-secondary" disabled={index === 0} onClick={() => move(index, index - 1)} aria-label={t('order.moveUp', { name: label })}>
                  <ArrowUp size={14} aria-hidden="true" />
                </button>
                <button ref={control(chosen, 'down')} type="button" className="btn btn-sm btn-outline-secondary" disabled={index === value.length - 1} onClick={() => move(index, index + 1)} aria-label={t('order.moveDown', { name: label })}>
                  <ArrowDown size={14} aria-hidden="true" />
                </button>
                <button ref={control(chosen, 'remove')} type="button" className="btn btn-sm btn-outline-danger" onClick={() => remove(index)} aria-label={t('order.remove', { name: label })}>
                  <X size={14} aria-hidden="true" />
                </button>
              </li>
            );
          })}
        </ol>
      ) : (
        <p className="text-body-secondary small mb-0">{t('order.none')}</p>
      )}
      {hint && (
        <div id={`${id}-hint`} className="form-text mt-0">
          {hint}
        </div>
      )}
      <div>
        <label htmlFor={`${id}-add`} className="form-label small mb-1">
          {addLabel}
        </label>
        <div className="input-group">
          <select ref={addRef} id={`${id}-add`} className={`form-select${error ? ' is-invalid' : ''}`} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} value={adding} onChange={(event) => setAdding(event.target.value)}>
            <option value="">{options.length > 0 && left.length === 0 ? t('order.noneLeft') : t('order.choose')}</option>
            {left.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <button type="button" className="btn btn-outline-primary" disabled={!adding} onClick={add}>
            {t('order.add')}
          </button>
        </div>
      </div>
      {error && (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {error}
        </div>
      )}
      <div className="visually-hidden" role="status">
        {said}
      </div>
    </fieldset>
  );
}
