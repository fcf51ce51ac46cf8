import { Link } from '@console/router';
import { userPlanRanks, userRoleRanks, userStatusRanks, type User } from '@console/contracts';
import { remoteMeta } from '../remote-meta';
import { Avatar, type DataColumn, type TextsFn } from '@console/ui';
import type en from '../i18n/en';
import { capitalize } from './capitalize';
import type { Names } from './use-names';
import { RoleLabel, StatusBadge } from './user-badges';

const viewPath = (user: User) => `${remoteMeta.basePath}/view/${user.id}`;

interface UserColumnsOptions {
  listSearch: string;
  /** Left out for someone who may not delete users. */
  onDelete?: (user: User) => void;
  /** Left out for someone who may not change users. */
  onEdit?: (user: User) => void;
  t: TextsFn<typeof en>;
  names: Names;
  /** Joins names as the language writes a list (`useFormat().list`). */
  list(items: readonly string[]): string;
}

/** The list's columns, in the current language (`t`, `names`). */
export function userColumns({ listSearch, onDelete, onEdit, t, names, list }: UserColumnsOptions): DataColumn<User>[] {
  const columns: DataColumn<User>[] = [
    {
      id: 'fullName',
      header: t('list.userColumn'),
      sortable: true,
      cell: (user) => (
        <span className="d-flex align-items-center gap-2">
          <Avatar fullName={user.fullName} src={user.avatar} size={34} decorative />
          <span className="d-flex flex-column">
            {/* The list's state rides along, so the view page's Back link returns to the same list. */}
            <Link to={viewPath(user)} state={{ listSearch }} className="fw-semibold text-decoration-none">
              {user.fullName}
            </Link>
            <small className="text-body-secondary">
              {/* "@maya", not "maya@", in an Arabic page. */}
              <bdi dir="ltr">@{user.username}</bdi>
            </small>
          </span>
        </span>
      ),
    },
    { id: 'email', header: t('fields.email'), sortable: true, cell: (user) => user.email },
    // Ranked, not alphabetical: the header says the order (the API's, contracts' users-ranks.ts).
    { id: 'role', header: t('fields.role'), sortable: true, sortHint: t('list.sortHints.role', { order: list(userRoleRanks.map(names.role)) }), cell: (user) => <RoleLabel role={user.role} name={names.role(user.role)} /> },
    { id: 'currentPlan', header: t('fields.plan'), sortable: true, sortHint: t('list.sortHints.plan', { order: list(userPlanRanks.map(names.plan)) }), cell: (user) => capitalize(names.plan(user.currentPlan)) },
    { id: 'status', header: t('fields.status'), sortable: true, sortHint: t('list.sortHints.status', { order: list(userStatusRanks.map(names.status)) }), cell: (user) => <StatusBadge status={user.status} name={names.status(user.status)} /> },
  ];
  if (onEdit || onDelete) {
    columns.push({
      id: 'actions',
      header: t('list.actionsColumn'),
      hideHeader: true,
      className: 'text-end text-nowrap',
      cell: (user) => (
        <span className="d-inline-flex gap-2">
          {onEdit && (
            <button type="button" className="btn btn-sm btn-outline-primary" aria-label={t('list.editUser', { name: user.fullName })} onClick={() => onEdit(user)}>
              {t('edit.open')}
            </button>
          )}
          {onDelete && (
            <button type="button" className="btn btn-sm btn-outline-danger" aria-label={t('list.deleteUser', { name: user.fullName })} onClick={() => onDelete(user)}>
              {t('list.delete')}
            </button>
          )}
        </span>
      ),
    });
  }
  return columns;
}
