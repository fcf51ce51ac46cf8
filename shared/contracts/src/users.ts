import * as v from 'valibot';
import { atMost, define, emailPattern, extend, fields, isPhoneNumber, pathOrEmpty, recordId, requiredChoice, requiredText } from './schema-kit';
import { userPlans, userRoles, userStatuses, type UserPlan, type UserRole, type UserStatus } from './users-messages';

export * from './users-messages';

// Spec §3 User fields but id and avatar, with the rules the add-user form and the API share.
const UserFieldsSchema = /* @__PURE__ */ define(() => fields({
  fullName: requiredText('users.errors.fullNameRequired'),
  company: requiredText('users.errors.companyRequired'),
  role: requiredChoice(userRoles, 'users.errors.roleRequired', 'users.errors.roleInvalid'),
  username: v.pipe(requiredText('users.errors.usernameRequired'), v.regex(/^\S+$/, 'users.errors.usernameSpaces')),
  country: requiredText('users.errors.countryRequired'),
  contact: v.pipe(requiredText('users.errors.contactRequired'), v.check(isPhoneNumber, 'users.errors.contactInvalid')),
  email: v.pipe(requiredText('users.errors.emailRequired'), v.regex(emailPattern, 'users.errors.emailInvalid')),
  currentPlan: requiredChoice(userPlans, 'users.errors.planRequired', 'users.errors.planInvalid'),
  status: requiredChoice(userStatuses, 'users.errors.statusRequired', 'users.errors.statusInvalid'),
}));
/** An image path or web address, or '' so the UI shows the initials. */
const avatarSchema = /* @__PURE__ */ define(() => pathOrEmpty('users.errors.avatarAddress', 'users.errors.avatarText'));

/** Spec §3 User. */
export const UserSchema = /* @__PURE__ */ define(() => extend(UserFieldsSchema, { id: recordId(), avatar: avatarSchema }));
export type User = v.InferOutput<typeof UserSchema>;

/** A field of the user fields, capped at a line (after its own rules, which keep their messages). */
const lineOf = (field: 'fullName' | 'username' | 'email' | 'contact' | 'company' | 'country') => v.pipe(UserFieldsSchema.entries[field], atMost('line'));

/**
 * POST /apps/users/add-user and PUT /apps/users/update-user?id= body (the update a project
 * addition), and the add and edit forms: the user fields, flat, without id
 * (avatar optional, '' by default), each text at most a line. Uniqueness of email and username
 * needs the stored users: the mock checks it after this schema (spec §5's messages).
 * The limits are the request's only: the entity keeps none, so every stored user still reads.
 */
export const NewUserSchema = /* @__PURE__ */ define(() =>
  extend(
    UserFieldsSchema,
    {
      fullName: lineOf('fullName'),
      username: lineOf('username'),
      email: lineOf('email'),
      // A phone number's spaces and dots are free (7 to 15 digits), so it has the line's limit too.
      contact: lineOf('contact'),
      company: lineOf('company'),
      country: lineOf('country'),
      avatar: v.optional(avatarSchema, ''),
    },
    'users.errors.userRequired',
  ),
);
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

/** Answer of add-user (201), GET /api/users/user (200), update-user (200) and delete (200, the removed user). */
export interface UserResponse {
  user: User;
}
