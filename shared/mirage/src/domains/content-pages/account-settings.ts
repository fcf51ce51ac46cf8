import type { Request, Server } from 'miragejs';
import type { LoginUser } from '@console/contracts';
import {
  AccountConnectionSchema,
  AccountGeneralSchema,
  AccountInfoApiSchema,
  AccountNotificationSchema,
  AccountSocialSchema,
  ChangePasswordSchema,
  contentPagesMessagesEn,
} from '@console/contracts/src/content-pages';
import { apiError, json, readJson } from '../../http';
import { checkBody } from '../../check';
import type { AccountStore } from './account-store';
import { forCaller, type Caller, type CallerOf } from './caller';

export { seedAccountSettings } from './account-seed';

const invalid = (errors: Record<string, string>) => apiError(400, contentPagesMessagesEn['pages.errors.settingsNotValid'], errors);
const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Another login user's email or username clashing with the caller's new ones (the login users are unique on both). */
function clashes(users: readonly LoginUser[] | undefined, caller: Caller, email: string, username: string): Record<string, string> {
  const others = (users ?? []).filter((user) => user.id !== caller.id);
  const errors: Record<string, string> = {};
  if (others.some((user) => sameName(user.email, email))) errors.email = contentPagesMessagesEn['pages.errors.emailTaken'];
  if (others.some((user) => sameName(user.username, username))) errors.username = contentPagesMessagesEn['pages.errors.usernameTaken'];
  return errors;
}

/** GET /account-setting/data and the saves of each tab (docs/api/content-pages.md). */
export function accountSettingsRoutes(server: Server, store: AccountStore, callerOf: CallerOf, users?: LoginUser[]): void {
  const handle = (save: (caller: Caller, request: Request) => ReturnType<typeof json>) => forCaller(callerOf, save);

  server.get('/account-setting/data', handle((caller) => json(200, store.settingsOf(caller))));

  server.post('/account-setting/general', handle((caller, request) => {
    const checked = checkBody(AccountGeneralSchema, readJson(request));
    if (!checked.ok) return invalid(checked.errors);
    const general = checked.value;
    const clash = clashes(users, caller, general.email, general.username);
    if (Object.keys(clash).length) return invalid(clash);
    const settings = store.settingsOf(caller);
    settings.general = general;
    // The sign-in account is the same person: its name, email and picture follow (the next
    // refresh of the session, and the user menu, show them).
    if (caller.user) Object.assign(caller.user, { fullName: general.fullName, username: general.username, email: general.email, avatar: general.avatar });
    return json(200, settings);
  }));

  server.post('/account-setting/info', handle((caller, request) => {
    const checked = checkBody(AccountInfoApiSchema, readJson(request));
    if (!checked.ok) return invalid(checked.errors);
    const settings = store.settingsOf(caller);
    settings.info = checked.value;
    return json(200, settings);
  }));

  server.post('/account-setting/social', handle((caller, request) => {
    const checked = checkBody(AccountSocialSchema, readJson(request));
    if (!checked.ok) return invalid(checked.errors);
    const settings = store.settingsOf(caller);
    settings.social = { ...settings.social, socialLinks: checked.value.socialLinks };
    return json(200, settings);
  }));

  server.post('/account-setting/connections', handle((caller, request) => {
    const checked = checkBody(AccountConnectionSchema, readJson(request));
    if (!checked.ok) return apiError(400, contentPagesMessagesEn['pages.errors.connectionNotChanged'], checked.errors);
    const { service, connected } = checked.value;
    const settings = store.settingsOf(caller);
    const current = settings.social.connections[service];
    // The mock has no service to sign in to: a new link is made with the caller's username, as
    // the service would answer it (Twitter handles start with @); linking twice keeps the first.
    const id = current.connected ? current.id : `${service === 'twitter' ? '@' : ''}${settings.general.username}`;
    settings.social.connections[service] = { ...current, id: connected ? id : '', connected };
    return json(200, settings);
  }));

  server.post('/account-setting/notification', handle((caller, request) => {
    const checked = checkBody(AccountNotificationSchema, readJson(request));
    if (!checked.ok) return invalid(checked.errors);
    const settings = store.settingsOf(caller);
    settings.notification = checked.value;
    return json(200, settings);
  }));

  server.post('/account-setting/password', handle((caller, request) => {
    const checked = checkBody(ChangePasswordSchema, readJson(request));
    if (!checked.ok) return apiError(400, contentPagesMessagesEn['pages.errors.passwordNotChanged'], checked.errors);
    if (checked.value.currentPassword !== store.passwordOf(caller)) {
      return apiError(400, contentPagesMessagesEn['pages.errors.passwordNotChanged'], { currentPassword: contentPagesMessagesEn['pages.errors.currentPasswordWrong'] });
    }
    store.setPassword(caller, checked.value.newPassword);
    return json(200, { message: 'Your password has been changed.' });
  }));
}
