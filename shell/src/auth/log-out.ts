import { signOutOfConsole } from '@console/auth';

let beforeSignOut = (): Promise<unknown> => Promise.resolve();

/**
 * What Log out does first, while the session can still send requests: the signed-in layout sets
 * it (sending deletes waiting on their Undo), which keeps that code out of the sign-in pages' JS.
 */
export function setBeforeSignOut(run: () => Promise<unknown>): void {
  beforeSignOut = run;
}

/**
 * `/logout`'s loader (its page only goes on to `/login`). Log out is a move to `/logout`
 * (useLogOut), so a page with unsaved changes asks first: its leave prompt sees a navigation,
 * where signing out at once would take the page and its question down. A loader runs only once
 * the move goes ahead, while the page is still there: deletes waiting on their Undo are sent
 * then (not before the question, which may keep the user here). In the shell's own code, not a
 * page chunk: logging out works offline and after a new deploy has replaced the chunks.
 */
export async function logOutLoader(): Promise<null> {
  await beforeSignOut();
  signOutOfConsole();
  return null;
}
