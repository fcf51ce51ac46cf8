import type { AppAbility } from '@console/auth';

/** Where a user lands after signing in: admins on the dashboard, a client on Access Control (spec §6). */
export function homePathFor(ability: AppAbility): string {
  return ability.can('read', 'Dashboard') ? '/' : '/access-control';
}

/** A `returnTo` value only when it is a path inside the console (never another site). */
export function safeReturnTo(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return /^\/(login|register|forgot-password)\b/.test(value) ? null : value;
}

/** The login URL that brings the user back to `path` afterwards. */
export function loginPathReturningTo(path: string): string {
  return path === '/' ? '/login' : `/login?returnTo=${encodeURIComponent(path)}`;
}
