import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@console/router';
import { allows, useAbility } from '@console/auth';
import { queryKeys, type User } from '@console/contracts';
import { useConsoleLink } from '@console/runtime';
import { ErrorState, SectionCard, SkeletonLines, useFailureSentence, useFormat } from '@console/ui';
import { assignedTo, fetchTasks, latestTasks } from '../api/activity-api';
import { useUsersT } from '../i18n/use-users-t';

const shown = 5;

// The to-do app's address; the link shows only where this console has it.
const todoPath = '/apps/todo';

function Tasks({ user }: { user: User }) {
  const t = useUsersT();
  const todoLink = useConsoleLink(todoPath);
  const { date, number } = useFormat();
  const failure = useFailureSentence();
  // One stable selector per person: TanStack Query runs it again only when the tasks change.
  const select = useMemo(() => assignedTo(user.fullName), [user.fullName]);
  const query = useQuery({ queryKey: queryKeys.tasks.list(latestTasks), queryFn: ({ signal }) => fetchTasks(latestTasks, signal), select });
  const tasks = query.data;
  if (!tasks) {
    const failed = query.isError && !query.isFetching;
    if (failed) return <ErrorState message={failure(t('activity.loadFailed'), query.error)} onRetry={() => void query.refetch()} />;
    return <SkeletonLines lines={3} label={t('activity.loading')} />;
  }
  if (tasks.length === 0) return <p className="text-body-secondary mb-0">{t('activity.none', { name: user.fullName })}</p>;
  const done = tasks.filter((task) => task.isCompleted).length;
  return (
    <>
      <p>{t('activity.summary', { count: tasks.length, tasks: number(tasks.length), open: number(tasks.length - done), done: number(done) })}</p>
      <ul className="list-group list-group-flush" aria-label={t('activity.latest')}>
        {tasks.slice(0, shown).map((task) => (
          <li key={task.id} className="list-group-item px-0 d-flex flex-wrap gap-2 align-items-center">
            {/* Each task opens in the to-do app's editor, where this console has it. */}
            <span className="flex-grow-1">{todoLink ? <Link to={`${todoLink}?task=${task.id}`}>{task.title}</Link> : task.title}</span>
            {task.dueDate && (
              <time dateTime={task.dueDate} className="small text-body-secondary">
                {t('activity.due', { date: date(task.dueDate) })}
              </time>
            )}
            <span className={`badge ${task.isCompleted ? 'text-bg-success' : 'text-bg-light border'}`}>
              {task.isCompleted ? t('activity.completed') : t('activity.open')}
            </span>
          </li>
        ))}
      </ul>
      {todoLink && (
        <Link to={todoLink} className="d-inline-block mt-2">
          {t('activity.todoLink')}
        </Link>
      )}
    </>
  );
}

/** What the user is working on: their to-do tasks, for someone who may read tasks. */
export function UserActivity({ user }: { user: User }) {
  const t = useUsersT();
  const mayReadTasks = allows(useAbility(), { action: 'read', subject: 'Todo' });
  return (
    <SectionCard title={t('activity.title')} className="h-100">
      {mayReadTasks ? <Tasks user={user} /> : <p className="text-body-secondary mb-0">{t('activity.notAllowed')}</p>}
    </SectionCard>
  );
}
