import { Link } from '@console/router';
import { allows, useAbility } from '@console/auth';
import type { User } from '@console/contracts';
import { useConsoleLink } from '@console/runtime';
import { ErrorState, useFormat, useLoad } from '@console/ui';
import { fetchAssignedTasks } from '../api/activity-api';
import { InfoCard } from './info-card';

const shown = 5;

// The to-do app's address; the link shows only where this console has it.
const todoPath = '/apps/todo';

function Tasks({ user }: { user: User }) {
  const todoLink = useConsoleLink(todoPath);
  const { date } = useFormat();
  const { state, reload } = useLoad(user.fullName, (signal) => fetchAssignedTasks(user.fullName, signal));
  if (state.status === 'error') return <ErrorState message={state.message} onRetry={reload} />;
  if (!state.data) return <div className="spinner-border spinner-border-sm text-primary m-3" role="status" aria-label="Loading activity" />;
  const tasks = state.data;
  if (tasks.length === 0) return <p className="text-body-secondary mb-0">No tasks are assigned to {user.fullName}.</p>;
  const done = tasks.filter((task) => task.isCompleted).length;
  return (
    <>
      <p>
        {tasks.length} {tasks.length === 1 ? 'task' : 'tasks'} assigned: {tasks.length - done} open, {done} completed.
      </p>
      <ul className="list-group list-group-flush" aria-label="Latest tasks">
        {tasks.slice(0, shown).map((task) => (
          <li key={task.id} className="list-group-item px-0 d-flex flex-wrap gap-2 align-items-center">
            <span className="flex-grow-1">{task.title}</span>
            {task.dueDate && <time dateTime={task.dueDate} className="small text-body-secondary">Due {date(task.dueDate)}</time>}
            <span className={`badge ${task.isCompleted ? 'text-bg-success' : 'text-bg-light border'}`}>{task.isCompleted ? 'Completed' : 'Open'}</span>
          </li>
        ))}
      </ul>
      {todoLink && (
        <Link to={todoLink} className="d-inline-block mt-2">
          Open the to-do list
        </Link>
      )}
    </>
  );
}

/** What the user is working on: their to-do tasks, for someone who may read tasks. */
export function UserActivity({ user }: { user: User }) {
  const mayReadTasks = allows(useAbility(), { action: 'read', subject: 'Todo' });
  return (
    <InfoCard id="user-activity-heading" title="Activity" className="h-100">
      {mayReadTasks ? <Tasks user={user} /> : <p className="text-body-secondary mb-0">Your account cannot see the to-do tasks this activity comes from.</p>}
    </InfoCard>
  );
}
