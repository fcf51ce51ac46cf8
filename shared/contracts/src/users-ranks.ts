import type { UserPlan, UserRole, UserStatus } from './users-messages';

/**
 * The order the users list sorts role, plan and status in (ascending; descending reverses it):
 * by rank, not by the keys' spelling, since the list shows them translated. Roles from most to
 * least rights, plans from the smallest tier up, statuses from active to inactive. Its own module:
 * the sign-in page bundles users-messages.ts and has no use for these.
 */
export const userRoleRanks = ['admin', 'maintainer', 'editor', 'author', 'subscriber'] as const satisfies readonly UserRole[];
export const userPlanRanks = ['basic', 'team', 'company', 'enterprise'] as const satisfies readonly UserPlan[];
export const userStatusRanks = ['active', 'pending', 'inactive'] as const satisfies readonly UserStatus[];
