import type { User } from '@console/contracts';
import { Avatar } from '@console/ui';
import { useUsersT } from '../i18n/use-users-t';
import { capitalize } from './capitalize';
import { useNames } from './use-names';
import { RoleLabel, StatusBadge } from './user-badges';

/** The user's picture, name, role and status, and their contact details; Edit for those who may change them. */
export function UserProfileCard({ user, onEdit }: { user: User; onEdit?(): void }) {
  const t = useUsersT();
  const names = useNames();
  // Handles, addresses and numbers run left to right in an Arabic page too (else "+46 8 555 0142"
  // shows as "0142 555 8 46+", "@maya" as "maya@").
  const details: [string, string, ltr?: boolean][] = [
    [t('fields.username'), `@${user.username}`, true],
    [t('fields.email'), user.email, true],
    [t('fields.contact'), user.contact, true],
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
        {onEdit && (
          <button type="button" className="btn btn-primary mt-3" onClick={onEdit}>
            {t('edit.open')}
          </button>
        )}
      </div>
      <div className="card-body">
        <h2 className="h6 text-uppercase text-body-secondary">{t('profile.details')}</h2>
        <dl className="row mb-0">
          {details.map(([term, value, ltr]) => (
            <div key={term} className="d-flex gap-2 mb-2">
              <dt className="fw-semibold">{t('profile.term', { term })}</dt>
              {/* min-width 0: a long address wraps in its card instead of running out of it. */}
              <dd className="mb-0 text-break" style={{ minWidth: 0 }}>
                {ltr ? <bdi dir="ltr">{value}</bdi> : value}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
