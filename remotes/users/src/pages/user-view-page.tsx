import { Link, useLocation, useParams } from '@console/router';
import { ApiError } from '@console/auth';
import { remoteMeta } from '../remote-meta';
import { ErrorState, useLoad } from '@console/ui';
import { fetchUser } from '../api/users-api';
import { UserActivity } from '../components/user-activity';
import { UserPlanCard } from '../components/user-plan-card';
import { UserProfileCard } from '../components/user-profile-card';

/** One user: details, plan and activity; an unknown id says so, with the way back. */
export default function UserViewPage() {
  const { id = '' } = useParams();
  const { state: linkState } = useLocation() as { state: { listSearch?: string } | null };
  // Back to the list as it was left (its search, filters and page), when we came from it.
  const backTo = `${remoteMeta.basePath}/list${linkState?.listSearch ?? ''}`;
  const { state, reload } = useLoad(id, (signal) => fetchUser(id, signal));
  const user = state.data && String(state.data.id) === id ? state.data : null;

  if (state.status === 'error' && state.error instanceof ApiError && state.error.status === 404) {
    return (
      <div className="card card-body text-center py-5">
        <h1 className="h4">User not found</h1>
        <p className="text-body-secondary">There is no user with the id “{id}”. It may have been deleted.</p>
        <Link to={backTo}>Back to the user list</Link>
      </div>
    );
  }
  return (
    <div className="d-flex flex-column gap-3">
      <nav aria-label="Breadcrumb">
        <ol className="breadcrumb mb-0">
          <li className="breadcrumb-item">
            <Link to={backTo}>Users</Link>
          </li>
          <li className="breadcrumb-item active" aria-current="page">
            {user?.fullName ?? `User ${id}`}
          </li>
        </ol>
      </nav>
      {state.status === 'error' && <ErrorState message={state.message} onRetry={reload} />}
      {!user && state.status === 'loading' && <div className="spinner-border text-primary m-3" role="status" aria-label="Loading user" />}
      {user && (
        <div className="row g-3">
          <div className="col-12 col-lg-4 d-flex flex-column gap-3">
            <UserProfileCard user={user} />
            <UserPlanCard plan={user.currentPlan} />
          </div>
          <div className="col-12 col-lg-8">
            <UserActivity user={user} />
          </div>
        </div>
      )}
    </div>
  );
}
