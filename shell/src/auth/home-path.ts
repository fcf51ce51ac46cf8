import type { AppAbility } from '@console/auth';

/**
 * Where a user lands: the dashboard for those who may read it, anyone else on the first page of
 * their menu (a client: Access Control, spec §6; the media editor: the video library).
 */
export function homePathFor(ability: AppAbility, menu: readonly { to: string; unavailable?: boolean }[]): string {
  if (ability.can('read', 'Dashboard')) return '/';
  return menu.find((entry) => entry.to !== '/' && !entry.unavailable)?.to ?? '/not-authorized';
}

/** A `returnTo` value only when it is a path inside the console (never another site). */
export function safeReturnTo(value: string | null): string | null {
  // Read as the browser reads an address: it drops tabs and line breaks ('/\t/x' is '//x').
  value = value?.replace(/[\t\n\r]/g, '') ?? null;
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return /^\/(login|register|forgot-password|reset-password)\b/.test(value) ? null : value;
}

/** The login URL that brings the user back to `path` afterwards. */
export function loginPathReturningTo(path: string): string {
  return path === '/' ? '/login' : `/login?returnTo=${encodeURIComponent(path)}`;
}
