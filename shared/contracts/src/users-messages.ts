// The users domain's value lists and message texts, apart from its schemas: the sign-in page
// bundles every domain's English messages, and must not bring the schemas along (module-level
// chunks: a module the mock also uses would carry its schemas onto the login page).
import { define } from './schema-kit';

/** Spec §3 User roles (as shown in lists). */
export const userRoles = ['admin', 'author', 'editor', 'maintainer', 'subscriber'] as const;
export type UserRole = (typeof userRoles)[number];

/** Spec §3 User plans. */
export const userPlans = ['basic', 'company', 'enterprise', 'team'] as const;
export type UserPlan = (typeof userPlans)[number];

/** Spec §4 user statuses. */
export const userStatuses = ['active', 'inactive', 'pending'] as const;
export type UserStatus = (typeof userStatuses)[number];

/** English text of each users message key (the mock's texts; spec §5's for uniqueness). */
export const usersMessagesEn = /* @__PURE__ */ define(() => ({
  'users.errors.userRequired': 'The user fields are required.',
  'users.errors.fullNameRequired': 'Full name is required.',
  'users.errors.usernameRequired': 'Username is required.',
  'users.errors.usernameSpaces': 'Username cannot contain spaces.',
  'users.errors.usernameInUse': 'This username is already in use.',
  'users.errors.emailRequired': 'Email is required.',
  'users.errors.emailInvalid': 'Email is not a valid address.',
  'users.errors.emailInUse': 'This email is already in use.',
  'users.errors.companyRequired': 'Company is required.',
  'users.errors.countryRequired': 'Country is required.',
  'users.errors.contactRequired': 'Contact is required.',
  'users.errors.contactInvalid': 'Enter a phone number of 7 to 15 digits (a leading +, spaces, dots, dashes and brackets are fine).',
  'users.errors.roleRequired': 'Choose a role.',
  'users.errors.roleInvalid': `Role must be one of: ${userRoles.join(', ')}.`,
  'users.errors.planRequired': 'Choose a plan.',
  'users.errors.planInvalid': `Plan must be one of: ${userPlans.join(', ')}.`,
  'users.errors.statusRequired': 'Choose a status.',
  'users.errors.statusInvalid': `Status must be one of: ${userStatuses.join(', ')}.`,
  'users.errors.avatarText': 'Avatar must be text.',
  'users.errors.avatarAddress': 'Avatar must be a web address (https://…) or a path starting with /.',
} satisfies Record<`users.errors.${string}`, string>));
