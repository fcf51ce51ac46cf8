import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useParams } from '@console/router';
import { allows, isNotFound, useAbility } from '@console/auth';
import { queryKeys } from '@console/contracts';
import { remoteMeta } from '../remote-meta';
import { ErrorState, isolate, routeId, SkeletonLines, useFailureSentence } from '@console/ui';
import { fetchUser } from '../api/users-api';
import { useUserEditor } from '../components/edit-user-panel';
import { UserActivity } from '../components/user-activity';
import { UserPlanCard } from '../components/user-plan-card';
import { UserProfileCard } from '../components/user-profile-card';
import { useUsersT } from '../i18n/use-users-t';

/** One user: details, plan and activity; an unknown id says so, with the way back. */
export default function UserViewPage() {
  const t = useUsersT();
  const failure = useFailureSentence();
  const { id = '' } = useParams();
  // Anything but an id as the API writes it ('abc', '007') names no user, and is not asked for.
  const userId = routeId(id);
  const { state: linkState } = useLocation() as { state: { listSearch?: string } | null };
  // Back to the list as it was left (its search, filters and page), when we came from it.
  const backTo = `${remoteMeta.basePath}/list${linkState?.listSearch ?? ''}`;
  const query = useQuery({
    queryKey: queryKeys.users.detail(userId ?? 0),
    queryFn: ({ signal }) => fetchUser(String(userId), signal),
    enabled: userId !== null,
  });
  const user = query.data;
  const mayEdit = allows(useAbility(), { action: 'update', subject: 'User' });
  const editor = useUserEditor(undefined, user ? [user] : undefined);

  if (userId === null || isNotFound(query.error)) {
    return (
      <div className="card card-body text-center py-5">
        <h1 className="h4">{t('view.notFound')}</h1>
        <p className="text-body-secondary">{t('view.notFoundText', { id: isolate(id) })}</p>
        <Link to={backTo}>{t('view.back')}</Link>
      </div>
    );
  }
  return (
    <div className="d-flex flex-column gap-3">
      <nav aria-label={t('view.breadcrumb')}>
        <ol className="breadcrumb mb-0">
          <li className="breadcrumb-item">
            <Link to={backTo}>{t('view.users')}</Link>
          </li>
          <li className="breadcrumb-item active" aria-current="page">
            {user?.fullName ?? t('view.userWithId', { id })}
          </li>
        </ol>
      </nav>
      {/* Until the user has loaded (and when loading fails) the page still has its heading: the
          tab's title and the focus after a navigation come from it; the profile card's takes over. */}
      {!user && <h1 className="h4 mb-0">{t('view.userWithId', { id })}</h1>}
      {query.isError && !query.isFetching && <ErrorState message={failure(t('view.loadFailed'), query.error)} onRetry={() => void query.refetch()} />}
      {!user && query.isFetching && <SkeletonLines lines={6} label={t('view.loading')} />}
      {user && (
        <div className="row g-3">
          <div className="col-12 col-lg-4 d-flex flex-column gap-3">
            <UserProfileCard user={user} onEdit={mayEdit ? () => editor.edit(user) : undefined} />
            <UserPlanCard plan={user.currentPlan} />
          </div>
          <div className="col-12 col-lg-8">
            <UserActivity user={user} />
          </div>
        </div>
      )}
      {editor.panel}
    </div>
  );
}
