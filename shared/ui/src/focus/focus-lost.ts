/**
 * Focus went nowhere: the page body, or an element since taken out of the page (what a browser
 * leaves when the focused control is removed), so a keyboard user would start again from the top.
 */
export function focusLost(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected;
}
