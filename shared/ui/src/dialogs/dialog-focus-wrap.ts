// react-bootstrap's modals and offcanvases keep the focus in by pulling it back to the dialog's own
// box once it has left: Tab from the last control, or Shift+Tab from the first, lands on that box
// (or on the browser's toolbar) instead of going round, and Shift+Tab from the box leaves again.
// Tab and Shift+Tab here go round the topmost open dialog's controls, as in the WAI-ARIA dialog pattern.

// Media with the browser's controls and editable text are tab stops too, as are `contenteditable`,
// `contenteditable=""` and `contenteditable="plaintext-only"` (every value but "false").
const focusable = [
  'a[href]', 'button', 'input', 'select', 'textarea', 'iframe', 'summary',
  'audio[controls]', 'video[controls]', '[contenteditable]:not([contenteditable="false"])', '[tabindex]',
].join(', ');

function isRadio(element: Element | null): element is HTMLInputElement {
  return element instanceof HTMLInputElement && element.type === 'radio' && element.name !== '';
}

/** The radios Tab treats as one stop with `radio`: its named group, within the dialog. */
function radioGroup(dialog: HTMLElement, radio: HTMLInputElement): HTMLInputElement[] {
  return [...dialog.querySelectorAll<HTMLInputElement>('input[type="radio"]')].filter((other) => other.name === radio.name && other.form === radio.form);
}

/**
 * The same tab stop: the element itself or, for a radio group with nothing checked (where the
 * browser lands on its first radio going forward and on its last going back), any radio of it.
 */
function sameStop(dialog: HTMLElement, active: Element | null, stop: HTMLElement): boolean {
  if (active === stop) return true;
  return isRadio(active) && isRadio(stop) && radioGroup(dialog, stop).includes(active);
}

/** Reached by Tab: enabled, not taken out of the order, shown, and the one radio of its group Tab stops on. */
function tabStops(dialog: HTMLElement): HTMLElement[] {
  return [...dialog.querySelectorAll<HTMLElement>(focusable)].filter((element) => {
    // Out of the order only by an explicit negative tabindex: the default `tabIndex` of media and
    // editable text differs between browsers (and jsdom), though the browser stops on them.
    if ((element.hasAttribute('tabindex') && element.tabIndex < 0) || element.matches(':disabled, [type="hidden"], [inert] *')) return false;
    // jsdom has no layout (and no checkVisibility): there every element counts as shown.
    if (element.checkVisibility && !element.checkVisibility({ visibilityProperty: true })) return false;
    if (isRadio(element)) {
      const group = radioGroup(dialog, element);
      const checked = group.find((radio) => radio.checked);
      return checked ? checked === element : group[0] === element;
    }
    return true;
  });
}

function wrapFocus(event: KeyboardEvent) {
  if (event.key !== 'Tab' || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
  const open = document.querySelectorAll<HTMLElement>('[role="dialog"][aria-modal="true"]');
  const dialog = open[open.length - 1];
  if (!dialog) return;
  const stops = tabStops(dialog);
  const active = document.activeElement;
  const inside = active instanceof HTMLElement && dialog.contains(active) && active !== dialog;
  const first = stops[0];
  const last = stops[stops.length - 1];
  if (!first || !last) return event.preventDefault();
  if (event.shiftKey && (!inside || sameStop(dialog, active, first))) {
    event.preventDefault();
    // Going back into a radio group with nothing checked lands on its last radio, as the browser's own Shift+Tab does.
    const group = isRadio(last) && !last.checked ? radioGroup(dialog, last) : [last];
    (group.at(-1) ?? last).focus();
  } else if (!event.shiftKey && (!inside || sameStop(dialog, active, last))) {
    event.preventDefault();
    first.focus();
  }
}

let installed = false;

/** Makes Tab go round the open dialog, once for the page (the shell's layout, a standalone remote). */
export function installDialogFocusWrap(): void {
  if (installed) return;
  installed = true;
  document.addEventListener('keydown', wrapFocus);
}
