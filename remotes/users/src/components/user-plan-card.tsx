import { userPlans, type UserPlan } from '@console/contracts';
import { capitalize } from './capitalize';
import { InfoCard } from './info-card';

/** The plans a user can be on, the current one marked. */
export function UserPlanCard({ plan }: { plan: UserPlan }) {
  return (
    <InfoCard id="user-plan-heading" title="Plan">
      <p className="h5 mb-3">{capitalize(plan)}</p>
      <ul className="list-group list-group-flush">
        {userPlans.map((option) => (
          <li key={option} className="list-group-item d-flex justify-content-between px-0" aria-current={option === plan ? 'true' : undefined}>
            {capitalize(option)}
            {option === plan && <span className="badge text-bg-primary">Current plan</span>}
          </li>
        ))}
      </ul>
    </InfoCard>
  );
}
