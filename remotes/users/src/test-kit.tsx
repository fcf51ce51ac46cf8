// Helpers for this remote's page tests: the users table as a person reads it.
import { screen, waitFor, within } from '@testing-library/react';
import type { User } from '@console/contracts';
import { renderRemote } from '@console/testing';
import usersModule from './module';

export const usersTable = () => screen.getByRole('table', { name: 'Users' });

/** The full names in the table, top to bottom (each row's header is its user's name link). */
export const names = () =>
  within(usersTable())
    .queryAllByRole('rowheader')
    .map((cell) => within(cell).getByRole('link').textContent);

export const expectNames = (expected: string[]) => waitFor(() => expect(names()).toEqual(expected));
export const namesOf = (users: readonly User[]) => users.map((user) => user.fullName);

/** Every user the mock holds now, in list order. */
export async function allUsers(): Promise<User[]> {
  return (await (await fetch('/api/users/list/all-data')).json()) as User[];
}

/**
 * The users remote at `path`, once its first rows are on screen (a file's first render also
 * compiles the pages: it gets more than waitFor's default second on a busy machine).
 */
export async function renderList(path = '/apps/user/list') {
  const view = renderRemote(usersModule, path);
  await waitFor(() => expect(names().length).toBeGreaterThan(0), { timeout: 5_000 });
  return view;
}
