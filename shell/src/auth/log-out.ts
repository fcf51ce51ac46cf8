import { signOutOfConsole } from '@console/auth';

/**
 * `/logout`'s loader (its page only goes on to `/login`). Log out is a move to `/logout`
 * (useLogOut), so a page with unsaved changes asks first: its leave prompt sees a navigation,
 * where signing out at once would take the page and its question down. A loader runs only once
 * the move goes ahead. In the shell's own code, not a page chunk: logging out works offline and
 * after a new deploy has replaced the chunks.
 */
export function logOutLoader(): null {
  signOutOfConsole();
  return null;
}
