import * as v from 'valibot';
import { define, emailPattern, extend, fields, pathOrEmpty, recordId, requiredChoice, requiredText } from './schema-kit';

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
  'users.errors.roleRequired': 'Choose a role.',
  'users.errors.roleInvalid': `Role must be one of: ${userRoles.join(', ')}.`,
  'users.errors.planRequired': 'Choose a plan.',
  'users.errors.planInvalid': `Plan must be one of: ${userPlans.join(', ')}.`,
  'users.errors.statusRequired': 'Choose a status.',
  'users.errors.statusInvalid': `Status must be one of: ${userStatuses.join(', ')}.`,
  'users.errors.avatarText': 'Avatar must be text.',
  'users.errors.avatarAddress': 'Avatar must be a web address (https://…) or a path starting with /.',
} satisfies Record<`users.errors.${string}`, string>));

// Spec §3 User fields but id and avatar, with the rules the add-user form and the API share.
const UserFieldsSchema = /* @__PURE__ */ define(() => fields({
  fullName: requiredText('users.errors.fullNameRequired'),
  company: requiredText('users.errors.companyRequired'),
  role: requiredChoice(userRoles, 'users.errors.roleRequired', 'users.errors.roleInvalid'),
  username: v.pipe(requiredText('users.errors.usernameRequired'), v.regex(/^\S+$/, 'users.errors.usernameSpaces')),
  country: requiredText('users.errors.countryRequired'),
  contact: requiredText('users.errors.contactRequired'),
  email: v.pipe(requiredText('users.errors.emailRequired'), v.regex(emailPattern, 'users.errors.emailInvalid')),
  currentPlan: requiredChoice(userPlans, 'users.errors.planRequired', 'users.errors.planInvalid'),
  status: requiredChoice(userStatuses, 'users.errors.statusRequired', 'users.errors.statusInvalid'),
}));
/** An image path or web address, or '' so the UI shows the initials. */
const avatarSchema = /* @__PURE__ */ define(() => pathOrEmpty('users.errors.avatarAddress', 'users.errors.avatarText'));

/** Spec §3 User. */
export const UserSchema = /* @__PURE__ */ define(() => extend(UserFieldsSchema, { id: recordId(), avatar: avatarSchema }));
export type User = v.InferOutput<typeof UserSchema>;

/**
 * POST /apps/users/add-user body and the add-user form: the user fields, flat, without id
 * (avatar optional, '' by default). Uniqueness of email and username needs the stored users:
 * the mock checks it after this schema (spec §5's messages).
 */
export const NewUserSchema = /* @__PURE__ */ define(() => extend(UserFieldsSchema, { avatar: v.optional(avatarSchema, '') }, 'users.errors.userRequired'));
/** What a client sends (avatar may be left out). */
export type NewUser = v.InferInput<typeof NewUserSchema>;

/** Columns GET /api/users/list/data can sort by (an addition to the spec). */
export const userSortColumns = ['fullName', 'email', 'role', 'currentPlan', 'status', 'company', 'country'] as const;
export type UserSortColumn = (typeof userSortColumns)[number];

/** Sort directions of the users list (asc when a column is given without one). */
export const userSortOrders = ['asc', 'desc'] as const;
export type UserSortOrder = (typeof userSortOrders)[number];

/** GET /api/users/list/data query; every field optional (perPage 10, page 1, list order by default). */
export interface UserListQuery {
  /** Case-insensitive substring of username or fullName. */
  q?: string;
  perPage?: number;
  page?: number;
  role?: UserRole;
  currentPlan?: UserPlan;
  status?: UserStatus;
  sortColumn?: UserSortColumn;
  sort?: UserSortOrder;
}

/** GET /api/users/list/data answer: one page and the count after filters. */
export interface UserListResponse {
  users: User[];
  total: number;
}

/** Answer of add-user (201), GET /api/users/user (200) and delete (200, the removed user). */
export interface UserResponse {
  user: User;
}
