import { PenLine, Shield, SquarePen, UserRound, Wrench, type LucideIcon } from 'lucide-react';
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

// One lucide icon per role, so the column scans at a glance.
const roleIcons: Record<UserRole, LucideIcon> = {
  admin: Shield,
  author: PenLine,
  editor: SquarePen,
  maintainer: Wrench,
  subscriber: UserRound,
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
  const Icon = roleIcons[role];
  return (
    <span className="d-inline-flex align-items-center gap-2 text-capitalize">
      <Icon className={roleColours[role]} size={16} aria-hidden="true" />
      {role}
    </span>
  );
}
