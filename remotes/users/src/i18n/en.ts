import type { UserPlan, UserRole, UserStatus } from '@console/contracts';

/**
 * The users pages' English texts (the source language; fr and ar follow its keys), in the i18n
 * namespace 'users'. Its `meta` key belongs to remote-meta.ts (the menu entry's texts), so these
 * texts never use it.
 *
 * Role, plan and status names are written as in running text (lowercase in English and French);
 * a label capitalizes their first letter.
 */
export default {
  roles: { admin: 'admin', author: 'author', editor: 'editor', maintainer: 'maintainer', subscriber: 'subscriber' } satisfies Record<UserRole, string>,
  plans: { basic: 'basic', company: 'company', enterprise: 'enterprise', team: 'team' } satisfies Record<UserPlan, string>,
  statuses: { active: 'active', inactive: 'inactive', pending: 'pending' } satisfies Record<UserStatus, string>,
  /** A user's fields, as the add-user form, the list's filters and columns and the profile name them. */
  fields: {
    fullName: 'Full name',
    username: 'Username',
    email: 'Email',
    contact: 'Contact',
    company: 'Company',
    country: 'Country',
    role: 'Role',
    plan: 'Plan',
    status: 'Status',
    avatar: 'Avatar URL (optional)',
  },
  list: {
    /** A ranked column's sort order, said with its header (ascending; descending reverses it). */
    sortHints: { role: 'Sorted by rights, most first: {{order}}.', plan: 'Sorted by tier, smallest first: {{order}}.', status: 'Sorted in this order: {{order}}.' },
    title: 'Users',
    heading: 'User list',
    table: 'Users',
    /** In "Showing 1 to 10 of 24 users" (`count`: the total, which the word agrees with). */
    itemLabel_one: 'user',
    itemLabel_other: 'users',
    pages: 'User list pages',
    empty: 'No users match the search and filters.',
    /** Every user of the page is waiting on the Undo of their delete. */
    emptyDeleting: 'Everyone on this page is being deleted: Undo brings them back.',
    loadFailed: 'The users could not be loaded.',
    userColumn: 'User',
    actionsColumn: 'Actions',
    delete: 'Delete',
    editUser: 'Edit {{name}}',
    deleteUser: 'Delete {{name}}',
  },
  filters: {
    label: 'Filter users',
    search: 'Search users',
    searchPlaceholder: 'Name or username',
    allRoles: 'All roles',
    allPlans: 'All plans',
    allStatuses: 'All statuses',
  },
  stats: {
    heading: 'Users by status',
    total: 'All users',
    failed: 'The counts could not be loaded.',
  },
  add: {
    open: 'Add user',
    title: 'Add user',
    submit: 'Add user',
    chooseRole: 'Choose a role',
    choosePlan: 'Choose a plan',
    chooseStatus: 'Choose a status',
    added: '{{name}} added.',
  },
  edit: {
    open: 'Edit',
    title: 'Edit user',
    submit: 'Save changes',
    saved: '{{name}} saved.',
  },
  remove: {
    title: 'Delete user?',
    text: 'Delete {{name}} ({{handle}})? Their tasks will be left unassigned. You can undo it for a few seconds.',
    confirm: 'Delete',
    cancel: 'Cancel',
    done: '{{name}} deleted.',
    undo: 'Undo',
    failed: '{{name}} could not be deleted. {{reason}}',
  },
  export: {
    button: 'Export CSV',
    // `count` picks the form; `number` is the count as the language writes numbers.
    done_one: 'Exported {{number}} user.',
    done_other: 'Exported {{number}} users.',
    nothing: 'No users match the search and filters: there is nothing to export.',
    failed: 'The export failed.',
  },
  view: {
    breadcrumb: 'Breadcrumb',
    users: 'Users',
    /** The breadcrumb's last crumb and the page's heading until the user has loaded (or when that fails). */
    userWithId: 'User {{id}}',
    loading: 'Loading user',
    loadFailed: 'The user could not be loaded.',
    notFound: 'User not found',
    notFoundText: 'There is no user with the id “{{id}}”. It may have been deleted.',
    back: 'Back to the user list',
  },
  profile: {
    details: 'Details',
    /** A detail's name before its value. */
    term: '{{term}}:',
  },
  plan: {
    title: 'Plan',
    current: 'Current plan',
  },
  activity: {
    title: 'Activity',
    loading: 'Loading activity',
    loadFailed: 'The tasks could not be loaded.',
    none: 'No tasks are assigned to {{name}}.',
    // `count` picks the form; `tasks`, `open` and `done` are numbers as the language writes them.
    summary_one: '{{tasks}} task assigned: {{open}} open, {{done}} completed.',
    summary_other: '{{tasks}} tasks assigned: {{open}} open, {{done}} completed.',
    latest: 'Latest tasks',
    due: 'Due {{date}}',
    completed: 'Completed',
    open: 'Open',
    todoLink: 'Open the to-do list',
    notAllowed: 'Your account cannot see the to-do tasks this activity comes from.',
  },
};
