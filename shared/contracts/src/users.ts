/** Spec §3 User roles (as shown in lists). */
export const userRoles = ['admin', 'author', 'editor', 'maintainer', 'subscriber'] as const;
export type UserRole = (typeof userRoles)[number];

/** Spec §3 User plans. */
export const userPlans = ['basic', 'company', 'enterprise', 'team'] as const;
export type UserPlan = (typeof userPlans)[number];

/** Spec §4 user statuses. */
export const userStatuses = ['active', 'inactive', 'pending'] as const;
export type UserStatus = (typeof userStatuses)[number];

/** Spec §3 User. */
export interface User {
  id: number;
  fullName: string;
  company: string;
  role: UserRole;
  username: string;
  country: string;
  contact: string;
  email: string;
  currentPlan: UserPlan;
  status: UserStatus;
  /** An image path, or '' so the UI shows the initials. */
  avatar: string;
}

/** POST /apps/users/add-user body: the user fields, flat, without id (avatar optional, '' by default). */
export type NewUser = Omit<User, 'id' | 'avatar'> & { avatar?: string };

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
