import type { User, UserListQuery } from '@console/contracts';
import { datedFileName, downloadCsv, toCsv, type CsvColumn } from '@console/ui';
import { fetchAllMatching } from './users-api';

// The header names stay the spec's English in every language, as the values do ('admin',
// 'active'): a CSV is data for whatever reads it next (a spreadsheet's formulas, an import
// script), which looks columns up by name, and a file must not change shape with the language of
// the screen it was exported from.
const columns: CsvColumn<User>[] = [
  { header: 'ID', value: (user) => user.id },
  { header: 'Full name', value: (user) => user.fullName },
  { header: 'Username', value: (user) => user.username },
  { header: 'Email', value: (user) => user.email },
  { header: 'Role', value: (user) => user.role },
  { header: 'Plan', value: (user) => user.currentPlan },
  { header: 'Status', value: (user) => user.status },
  { header: 'Company', value: (user) => user.company },
  { header: 'Country', value: (user) => user.country },
  { header: 'Contact', value: (user) => user.contact },
  { header: 'Avatar', value: (user) => user.avatar },
];

/** The users as CSV, one line each, in the spec's field order. */
export function usersCsv(users: readonly User[]): string {
  return toCsv(users, columns);
}

/**
 * Downloads every user matching the list's search, filters and sort (all pages), leaving out
 * users whose delete is waiting for its Undo to time out. Resolves with the number exported;
 * nothing matching downloads nothing (a file of headers alone would look like a broken export).
 */
export async function exportUsers(query: UserListQuery, leaveOut: ReadonlyMap<number, User>): Promise<number> {
  const users = (await fetchAllMatching(query)).filter((user) => !leaveOut.has(user.id));
  if (users.length > 0) downloadCsv(datedFileName('users'), usersCsv(users));
  return users.length;
}
