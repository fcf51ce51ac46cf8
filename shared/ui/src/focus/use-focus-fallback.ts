import { useState, type RefObject } from 'react';
import { focusLost } from './focus-lost';
import { pageHeading } from './page-heading';

/** Whether the element can take the focus given back to it: still in the page, enabled and shown. */
function canTakeFocus(element: Element | null): boolean {
  if (!(element instanceof HTMLElement) || element === document.body || !element.isConnected) return false;
  if (element.matches(':disabled') || element.closest('[hidden], [inert]')) return false;
  // Hidden by CSS (display: none or visibility: hidden, its own or a parent's): only a browser
  // knows; jsdom, without layout, has no checkVisibility.
  return !('checkVisibility' in element) || element.checkVisibility({ visibilityProperty: true, checkVisibilityCSS: true });
}

export interface FocusFallbackOptions {
  /** Where the focus goes when the opener cannot take it back; the page's main heading when not given. */
  fallbackFocus?: RefObject<HTMLElement | null>;
  /** The caller's own onExited, run first: a focus it places stays where it put it. */
  onExited?(): void;
}

/**
 * For a react-bootstrap Modal or Offcanvas: returns its `onExited`. Closed, the dialog gives the
 * focus back to the element that held it as it opened; when the change made in the dialog took
 * that element away, hid or disabled it (a row gone from a filtered list, Add payment disabled
 * once nothing is owed, a deleted item), Chromium leaves the focus on the page body and a keyboard
 * user starts again from the top. Then the focus goes to `fallbackFocus`, else the page's heading.
 *
 * react-bootstrap calls onExited before it gives the focus back: so the fallback is focused only
 * when that return cannot work, and an opener that is still there gets the focus as before.
 */
export function useFocusFallback(show: boolean, { fallbackFocus, onExited }: FocusFallbackOptions = {}) {
  // What held the focus as the dialog opened: read in the render that opens it, before the dialog
  // moves the focus in (react-bootstrap notes the element to give it back to at the same point).
  const [opened, setOpened] = useState(() => ({ show, opener: show ? document.activeElement : null }));
  if (opened.show !== show) setOpened({ show, opener: show ? document.activeElement : opened.opener });

  return (node?: HTMLElement) => {
    const before = document.activeElement;
    onExited?.();
    // The caller put the focus somewhere itself, or it was moved out of the dialog meanwhile (by
    // another dialog's return, the shell after a navigation): it stays there.
    if (document.activeElement !== before) return;
    if (node instanceof HTMLElement && !focusLost() && !node.contains(document.activeElement)) return;
    if (canTakeFocus(opened.opener)) return;
    (fallbackFocus?.current ?? pageHeading())?.focus();
  };
}
