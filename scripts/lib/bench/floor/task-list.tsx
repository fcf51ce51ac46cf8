// The task list both floor pages render: the todo page's rows in plain Bootstrap markup.
import type { Task } from '../../../../shared/contracts/src/todo';

const due = new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const initials = (name: string) =>
  name
    .split(' ')
    .map((part) => part[0])
    .join('');

export function TaskList({ tasks }: { tasks: Task[] }) {
  return (
    <ul className="list-group list-group-flush" aria-label="Tasks">
      {tasks.map((task) => (
        <li key={task.id} className="list-group-item d-flex align-items-center gap-3 py-2">
          <input type="checkbox" className="form-check-input mt-0" checked={task.isCompleted} readOnly aria-label={`Mark "${task.title}" completed`} />
          <button type="button" className="btn btn-link text-start text-body text-decoration-none flex-grow-1 p-0">
            {task.title}
          </button>
          <span className="d-flex gap-1">
            {task.tags.map((tag) => (
              <span key={tag} className="badge rounded-pill text-bg-secondary text-capitalize">
                {tag}
              </span>
            ))}
          </span>
          {task.dueDate && <time dateTime={task.dueDate}>{due.format(new Date(`${task.dueDate}T00:00:00Z`))}</time>}
          {task.assignee && (
            <span className="rounded-circle bg-primary text-white d-inline-flex align-items-center justify-content-center" style={{ width: 28, height: 28 }}>
              {initials(task.assignee.fullName)}
            </span>
          )}
          <button type="button" className="btn btn-sm btn-link p-0" aria-label={`Important: ${task.title}`}>
            {task.isImportant ? '★' : '☆'}
          </button>
        </li>
      ))}
    </ul>
  );
}
