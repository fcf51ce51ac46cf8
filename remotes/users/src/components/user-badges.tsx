import { PenLine, Shield, SquarePen, UserRound, Wrench, type LucideIcon } from 'lucide-react';
import type { UserRole, UserStatus } from '@console/contracts';
import { asLabel } from './capitalize';

const statusStyles: Record<UserStatus, string> = {
  active: 'text-bg-success',
  pending: 'text-bg-warning',
  inactive: 'text-bg-secondary',
};

/** The status as a coloured badge (`name`: the status in the current language); the word itself carries the meaning, not the colour. */
export function StatusBadge({ status, name }: { status: UserStatus; name: string }) {
  const label = asLabel(name);
  return <span className={`badge rounded-pill ${label.className} ${statusStyles[status]}`}>{label.text}</span>;
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

/** The role's icon and name (`name`: the role in the current language). */
export function RoleLabel({ role, name }: { role: UserRole; name: string }) {
  const Icon = roleIcons[role];
  const label = asLabel(name);
  return (
    <span className={`d-inline-flex align-items-center gap-2 ${label.className}`}>
      <Icon className={roleColours[role]} size={16} aria-hidden="true" />
      {label.text}
    </span>
  );
}
