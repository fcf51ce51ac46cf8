import { within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** The listbox a combobox controls (its `aria-controls`). */
export function listboxOf(combobox: HTMLElement): HTMLElement {
  const id = combobox.getAttribute('aria-controls');
  const listbox = id ? document.getElementById(id) : null;
  if (!listbox) throw new Error(`The combobox "${combobox.getAttribute('name') ?? combobox.id}" controls no listbox.`);
  return listbox;
}

/**
 * Chooses `name` in a search-as-you-type field (the kit's ComboboxField) as a user does: types
 * the name and clicks the option once the search lists it.
 */
export async function chooseOption(user: UserEvent, combobox: HTMLElement, name: string): Promise<void> {
  await user.clear(combobox);
  await user.type(combobox, name);
  await user.click(await within(listboxOf(combobox)).findByRole('option', { name }, { timeout: 3_000 }));
  // Fails here, not later at a save, when the click chose nothing.
  if ((combobox as HTMLInputElement).value !== name) throw new Error(`"${name}" was listed but not chosen.`);
}

/** The names of the options a listbox shows, as a screen reader reads them (hidden initials left out). */
export function optionNames(listbox: HTMLElement): string[] {
  return within(listbox)
    .queryAllByRole('option')
    .map((option) => {
      const read = option.cloneNode(true) as HTMLElement;
      for (const hidden of read.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
      return read.textContent?.trim() ?? '';
    });
}
