/**
 * How many forms of this tab hold input not saved yet (the kit's leave guard holds one each while
 * it is up). The session reads it when another tab signs out: a page with unsaved input is kept,
 * its user asked to sign in again over it, rather than sent to the login page with the input lost.
 */
let held = 0;

/** Counts one form's unsaved input until the returned release is called (once). */
export function holdUnsavedInput(): () => void {
  held += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    held -= 1;
  };
}

export const hasUnsavedInput = (): boolean => held > 0;
