import { Link } from '@console/router';
import type { User } from '@console/contracts';
import { remoteMeta } from '../remote-meta';
import { Avatar, type DataColumn } from '@console/ui';
import { capitalize } from './capitalize';
import { RoleLabel, StatusBadge } from './user-badges';

const viewPath = (user: User) => `${remoteMeta.basePath}/view/${user.id}`;

/** The list's columns; `onDelete` is left out for someone who may not delete users. */
export function userColumns({ listSearch, onDelete }: { listSearch: string; onDelete?: (user: User) => void }): DataColumn<User>[] {
  const columns: DataColumn<User>[] = [
    {
      id: 'fullName',
      header: 'User',
      sortable: true,
      cell: (user) => (
        <span className="d-flex align-items-center gap-2">
          <Avatar fullName={user.fullName} src={user.avatar} size={34} decorative />
          <span className="d-flex flex-column">
            {/* The list's state rides along, so the view page's Back link returns to the same list. */}
            <Link to={viewPath(user)} state={{ listSearch }} className="fw-semibold text-decoration-none">
              {user.fullName}
            </Link>
            <small className="text-body-secondary">@{user.username}</small>
          </span>
        </span>
      ),
    },
    { id: 'email', header: 'Email', sortable: true, cell: (user) => user.email },
    { id: 'role', header: 'Role', sortable: true, cell: (user) => <RoleLabel role={user.role} /> },
    { id: 'currentPlan', header: 'Plan', sortable: true, cell: (user) => capitalize(user.currentPlan) },
    { id: 'status', header: 'Status', sortable: true, cell: (user) => <StatusBadge status={user.status} /> },
  ];
  if (onDelete) {
    columns.push({
      id: 'actions',
      header: 'Actions',
      hideHeader: true,
      className: 'text-end',
      cell: (user) => (
        <button type="button" className="btn btn-sm btn-outline-danger" aria-label={`Delete ${user.fullName}`} onClick={() => onDelete(user)}>
          Delete
        </button>
      ),
    });
  }
  return columns;
}
