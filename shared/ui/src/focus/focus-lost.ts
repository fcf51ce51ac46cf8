/**
 * Focus went nowhere a keyboard user can go on from, so they would start again from the top:
 * - the page body, or an element since taken out of the page (what a browser leaves when the
 *   focused control is removed);
 * - a control since disabled (Chromium moves that focus to the body; jsdom leaves it in place);
 * - inside a side panel or dialog that has closed: react-bootstrap gives the focus back only after
 *   its onExited, so there the focus is still on the panel's own Close or Save button.
 */
export function focusLost(): boolean {
  const active = document.activeElement;
  if (!active || active === document.body || !active.isConnected) return true;
  return active.matches(':disabled') || active.closest('.offcanvas:not(.show), .modal:not(.show)') !== null;
}
