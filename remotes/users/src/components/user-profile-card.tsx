import type { User } from '@console/contracts';
import { Avatar } from '@console/ui';
import { useUsersT } from '../i18n/use-users-t';
import { capitalize } from './capitalize';
import { useNames } from './use-names';
import { RoleLabel, StatusBadge } from './user-badges';

/** The user's picture, name, role and status, and their contact details. */
export function UserProfileCard({ user }: { user: User }) {
  const t = useUsersT();
  const names = useNames();
  const details: [string, string][] = [
    [t('fields.username'), `@${user.username}`],
    [t('fields.email'), user.email],
    [t('fields.contact'), user.contact],
    [t('fields.company'), user.company],
    [t('fields.country'), user.country],
    [t('fields.plan'), capitalize(names.plan(user.currentPlan))],
  ];
  return (
    <section className="card" aria-labelledby="user-name">
      <div className="card-body text-center border-bottom">
        <Avatar fullName={user.fullName} src={user.avatar} size={96} decorative />
        <h1 id="user-name" className="h4 mt-3 mb-2">
          {user.fullName}
        </h1>
        <div className="d-flex justify-content-center align-items-center gap-3">
          <RoleLabel role={user.role} name={names.role(user.role)} />
          <StatusBadge status={user.status} name={names.status(user.status)} />
        </div>
      </div>
      <div className="card-body">
        <h2 className="h6 text-uppercase text-body-secondary">{t('profile.details')}</h2>
        <dl className="row mb-0">
          {details.map(([term, value]) => (
            <div key={term} className="d-flex gap-2 mb-2">
              <dt className="fw-semibold">{t('profile.term', { term })}</dt>
              <dd className="mb-0 text-break">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
