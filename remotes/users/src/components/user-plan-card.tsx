import { SectionCard } from '@console/ui';
import { userPlans, type UserPlan } from '@console/contracts';
import { useUsersT } from '../i18n/use-users-t';
import { capitalize } from './capitalize';
import { useNames } from './use-names';

/** The plans a user can be on, the current one marked. */
export function UserPlanCard({ plan }: { plan: UserPlan }) {
  const t = useUsersT();
  const names = useNames();
  return (
    <SectionCard title={t('plan.title')}>
      <p className="h5 mb-3">{capitalize(names.plan(plan))}</p>
      <ul className="list-group list-group-flush">
        {userPlans.map((option) => (
          <li key={option} className="list-group-item d-flex justify-content-between px-0" aria-current={option === plan ? 'true' : undefined}>
            {capitalize(names.plan(option))}
            {option === plan && <span className="badge text-bg-primary">{t('plan.current')}</span>}
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}
