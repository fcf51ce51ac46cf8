import type { ComponentProps } from 'react';

export interface FocusKeepingButtonProps extends ComponentProps<'button'> {
  /** Looks and reads as unavailable (busy, or nothing to go to), and ignores clicks, Enter and Space. */
  unavailable: boolean;
  /** A spinner before the text while unavailable: the work the button started is under way. */
  spinner?: boolean;
}

/**
 * A button that becomes unavailable while it stays in the keyboard's path: aria-disabled and
 * Bootstrap's `disabled` look, not the `disabled` attribute. Chromium sends the focus of a
 * control that becomes disabled to the page's body (docs/toolchain-traps.md, "Keyboard focus"),
 * so a keyboard user who pressed Save, Download or Next would start again from the top.
 */
export function FocusKeepingButton({ unavailable, spinner = false, className = '', type = 'button', onClick, children, ...rest }: FocusKeepingButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={unavailable ? `${className} disabled` : className}
      aria-disabled={unavailable || undefined}
      onClick={(event) => {
        // Also keeps a submit button from submitting its form again.
        if (unavailable) event.preventDefault();
        else onClick?.(event);
      }}
    >
      {unavailable && spinner && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
      {children}
    </button>
  );
}
