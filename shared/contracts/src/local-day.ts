/**
 * A moment's calendar day where the user is, as YYYY-MM-DD (what a date input shows; not the UTC
 * day). One definition for the forms' rules, the kit's formatters and the in-browser mock.
 */
export function localIsoDate(date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
