import type { UserRole, UserStatus } from '@console/contracts';

const statusStyles: Record<UserStatus, string> = {
  active: 'text-bg-success',
  pending: 'text-bg-warning',
  inactive: 'text-bg-secondary',
};

/** The status as a coloured badge; the word itself carries the meaning, not the colour. */
export function StatusBadge({ status }: { status: UserStatus }) {
  return <span className={`badge rounded-pill text-capitalize ${statusStyles[status]}`}>{status}</span>;
}

// Feather-style outline icons, one per role, so the column scans at a glance.
const rolePaths: Record<UserRole, string> = {
  admin: 'M12 2l8 4v6c0 5-3.5 9-8 10-4.5-1-8-5-8-10V6z',
  author: 'M12 20h9M16.5 3.5a2.1 2.1 0 013 3L7 19l-4 1 1-4z',
  editor: 'M11 4H4v16h16v-7M18.5 2.5a2.1 2.1 0 013 3L12 15l-4 1 1-4z',
  maintainer: 'M14.7 6.3a4 4 0 00-5.4 5.4L3 18l3 3 6.3-6.3a4 4 0 005.4-5.4l-2.5 2.5-2.5-.5-.5-2.5z',
  subscriber: 'M20 21v-2a4 4 0 00-4-4H8a4 4 0 00-4 4v2M12 11a4 4 0 100-8 4 4 0 000 8z',
};

const roleColours: Record<UserRole, string> = {
  admin: 'text-danger',
  author: 'text-warning-emphasis',
  editor: 'text-info-emphasis',
  maintainer: 'text-success',
  subscriber: 'text-primary',
};

/** The role's icon and name. */
export function RoleLabel({ role }: { role: UserRole }) {
  return (
    <span className="d-inline-flex align-items-center gap-2 text-capitalize">
      <svg className={roleColours[role]} width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
        <path d={rolePaths[role]} />
      </svg>
      {role}
    </span>
  );
}
