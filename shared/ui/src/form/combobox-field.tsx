import { useId, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useCombobox, type UseComboboxState, type UseComboboxStateChangeOptions } from 'downshift';
import { useController } from 'react-hook-form';
import { FormField } from '../form-field';
import { useFormat } from '../format/formatters';
import { useUiT } from '../use-ui-t';
import { ChangedElsewhereNote } from './changed-elsewhere';
import { Hint, leavesForSubmit, useField } from './field-parts';
import { optionLabel, type Option } from './fields';

export interface ComboboxFieldProps<O extends Option> {
  /** The value's path in the form: the chosen option's `value`, '' for none. */
  name: string;
  label: string;
  required?: boolean;
  hint?: string;
  /** The options that match the text typed so far: the caller searches, the field shows them. */
  options: readonly O[];
  /** The text typed, as it changes (the caller debounces its search). '' when the field shows its value. */
  onSearch(text: string): void;
  /** A search for the text typed is under way. */
  searching?: boolean;
  /** How many match in all, when `options` are only the first of them (the list then says so). */
  total?: number;
  /** The choice of none (value ''), offered first while nothing is typed ("Unassigned"). */
  placeholder?: string;
  /** An option was chosen (with whatever else the caller's options carry, a picture say); null: none. */
  onPick?(option: O | null): void;
  /** How an option is drawn in the list (its label by default). */
  renderOption?(option: O): ReactNode;
}

const label = (option: Option | null) => option?.label ?? '';

/**
 * A labelled search-as-you-type field that picks one of many (ARIA combobox with a listbox, by
 * downshift): for choices too many to list in a select, which the caller searches as the user types.
 * Only a listed option can be chosen: Tab or a click takes the highlighted one, and text that
 * chose nothing goes back to the value when the field is left. Emptied and left, it chooses none.
 */
export function ComboboxField<O extends Option>(props: ComboboxFieldProps<O>) {
  const { name, label: fieldLabel, required, hint, options, onSearch, searching = false, total, placeholder, onPick, renderOption } = props;
  const t = useUiT();
  const format = useFormat();
  const field = useField(name, hint);
  const { field: control } = useController({ name });
  const value = typeof control.value === 'string' ? control.value : '';
  // The last option chosen: its label stays shown when a new search no longer lists it.
  const [chosen, setChosen] = useState<O | null>(null);
  const [typed, setTyped] = useState('');
  const none = { value: '', label: placeholder ?? '' } as O;
  const selected: O | null = value === '' ? null : (options.find((option) => option.value === value) ?? (chosen?.value === value ? chosen : ({ value, label: value } as O)));
  const items = typed === '' && placeholder !== undefined ? [none, ...options] : [...options];
  const menuId = useId();

  const pick = (option: O | null) => {
    const next = option?.value ? option : null;
    setChosen(next);
    control.onChange(next?.value ?? '');
    onPick?.(next);
  };

  const combobox = useCombobox<O>({
    items,
    selectedItem: selected,
    itemToString: label,
    // Options are rebuilt on every render: compared by value, or each render would reset the text.
    itemToKey: (option) => option?.value,
    inputId: field.id,
    menuId,
    onSelectedItemChange: ({ selectedItem }) => pick(selectedItem ?? null),
    onInputValueChange: ({ inputValue, selectedItem }) => {
      // The field showing its value (after a choice, or the form reset) is no search.
      const text = inputValue === label(selectedItem ?? null) ? '' : inputValue;
      setTyped(text);
      onSearch(text);
    },
    stateReducer: (state, actionAndChanges) => leave(state, actionAndChanges),
  });
  const { isOpen, highlightedIndex } = combobox;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Escape closes the list, not the dialog around the field.
    if (event.key === 'Escape' && isOpen) event.stopPropagation();
  };
  const onBlur = (event: FocusEvent<HTMLInputElement>) => {
    if (!leavesForSubmit(event)) control.onBlur();
  };

  const status = statusText();
  function statusText(): string {
    if (!isOpen) return '';
    if (searching && options.length === 0) return t('combobox.searching', 'Searching…');
    if (typed !== '' && options.length === 0) return t('combobox.none', 'Nothing matches “{{text}}”.', { text: typed });
    if (total !== undefined && total > options.length) return t('combobox.more', 'Only the first of {{total}} matches are listed: type to narrow the list.', { total: format.number(total) });
    return '';
  }

  return (
    <FormField id={field.id} label={fieldLabel} error={field.error} required={required}>
      <div className="position-relative">
        <input
          {...combobox.getInputProps({ ref: control.ref, onKeyDown, onBlur })}
          {...field.control}
          // downshift names the list by its label: the field's own label is the FormField's.
          aria-labelledby={undefined}
          type="text"
          dir="auto"
          autoComplete="off"
          placeholder={placeholder}
          aria-required={required || undefined}
          aria-busy={searching || undefined}
          className={`form-select${field.invalid}`}
        />
        <div className={`dropdown-menu w-100 p-0${isOpen ? ' show' : ''}`}>
          <ul {...combobox.getMenuProps({ 'aria-label': fieldLabel })} className="list-unstyled mb-0 overflow-auto" style={{ maxHeight: '16rem' }}>
            {isOpen &&
              items.map((option, index) => (
                <li
                  key={option.value}
                  {...combobox.getItemProps({ item: option, index })}
                  className={`dropdown-item${index === highlightedIndex ? ' active' : ''}${option.value === value ? ' fw-semibold' : ''}`}
                >
                  {option.value === '' || !renderOption ? option.label : renderOption(option)}
                </li>
              ))}
          </ul>
          <div role="status" className={status ? 'form-text px-3 py-2 mt-0 border-top' : 'visually-hidden'}>
            {status}
          </div>
        </div>
      </div>
      <Hint id={field.id}>{hint}</Hint>
      {/* The newer copy's choice by its label when the options listed hold it: an id alone says nothing. */}
      {field.elsewhere && <ChangedElsewhereNote id={field.id} change={field.elsewhere} label={optionLabel(options)} />}
    </FormField>
  );
}

/**
 * Typing highlights the first match. Leaving the field (blur, or Escape in the open list): a highlighted option is taken as downshift
 * does; text emptied chooses none; other text that chose nothing goes back to the value's label.
 */
function leave<O extends Option>(state: UseComboboxState<O>, { type, changes }: UseComboboxStateChangeOptions<O>): Partial<UseComboboxState<O>> {
  const { InputBlur, InputChange, InputKeyDownEscape } = useCombobox.stateChangeTypes;
  // The first match is highlighted once something is typed, so Tab after a few letters takes it
  // (whatever the search then lists first: the index stays as the options arrive).
  if (type === InputChange) return { ...changes, highlightedIndex: changes.inputValue?.trim() ? 0 : -1 };
  if (type === InputKeyDownEscape) {
    // Escape with the list closed would clear the value: here it only closes the list.
    return { ...changes, selectedItem: state.selectedItem, inputValue: label(state.selectedItem) };
  }
  if (type !== InputBlur || changes.selectedItem !== state.selectedItem) return changes;
  if ((changes.inputValue ?? state.inputValue).trim() === '') return { ...changes, selectedItem: null, inputValue: '' };
  return { ...changes, inputValue: label(state.selectedItem) };
}
