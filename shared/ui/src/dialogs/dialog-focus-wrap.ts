// react-bootstrap's modals and offcanvases keep the focus in by pulling it back to the dialog's own
// box once it has left: Tab from the last control, or Shift+Tab from the first, lands on that box
// (or on the browser's toolbar) instead of going round, and Shift+Tab from the box leaves again.
// Tab and Shift+Tab here go round the topmost open dialog's controls, as in the WAI-ARIA dialog pattern.

const focusable = 'a[href], button, input, select, textarea, iframe, summary, [contenteditable="true"], [tabindex]';

/** Reached by Tab: enabled, not taken out of the order, shown, and the one radio of its group Tab stops on. */
function tabStops(dialog: HTMLElement): HTMLElement[] {
  return [...dialog.querySelectorAll<HTMLElement>(focusable)].filter((element) => {
    if (element.tabIndex < 0 || element.matches(':disabled, [type="hidden"], [inert] *')) return false;
    // jsdom has no layout (and no checkVisibility): there every element counts as shown.
    if (element.checkVisibility && !element.checkVisibility({ visibilityProperty: true })) return false;
    if (element instanceof HTMLInputElement && element.type === 'radio' && element.name) {
      const group = [...dialog.querySelectorAll<HTMLInputElement>('input[type="radio"]')].filter((radio) => radio.name === element.name);
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
  if (event.shiftKey && (!inside || active === first)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (!inside || active === last)) {
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
