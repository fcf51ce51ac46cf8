import type { Task } from '@console/contracts';
import { useAbility } from '@console/auth';
import { Avatar, useFormat } from '@console/ui';
import { TagBadge } from './tag-badge';
import { Star } from 'lucide-react';

interface TaskRowProps {
  task: Task;
  onOpen(task: Task): void;
  onToggle(task: Task, change: Partial<Pick<Task, 'isCompleted' | 'isImportant'>>): void;
}

export function TaskRow({ task, onOpen, onToggle }: TaskRowProps) {
  const checkboxId = `task-done-${task.id}`;
  // Reading is enough to see the flags; changing them needs update rights.
  const readOnly = !useAbility().can('update', 'Todo');
  const { date } = useFormat();
  return (
    <li className="list-group-item d-flex align-items-center gap-3 py-2">
      <input
        id={checkboxId}
        type="checkbox"
        className="form-check-input mt-0 flex-shrink-0"
        checked={task.isCompleted}
        disabled={readOnly}
        aria-label={`Mark "${task.title}" ${task.isCompleted ? 'not completed' : 'completed'}`}
        onChange={() => onToggle(task, { isCompleted: !task.isCompleted })}
      />
      <button
        type="button"
        className={`btn btn-link text-start text-body text-decoration-none flex-grow-1 p-0 ${task.isCompleted ? 'text-decoration-line-through text-body-secondary' : ''}`}
        onClick={() => onOpen(task)}
      >
        {task.title}
      </button>
      <span className="d-none d-md-flex gap-1">
        {task.tags.map((tag) => (
          <TagBadge key={tag} tag={tag} />
        ))}
      </span>
      {task.dueDate && (
        <time className="small text-body-secondary text-nowrap" dateTime={task.dueDate}>
          {date(task.dueDate, { day: 'numeric', month: 'short' })}
        </time>
      )}
      {task.assignee && <Avatar fullName={task.assignee.fullName} src={task.assignee.avatar} size={28} />}
      <button
        type="button"
        className={`btn btn-sm btn-link p-0 fs-5 lh-1 ${task.isImportant ? 'text-warning' : 'text-body-tertiary'}`}
        aria-pressed={task.isImportant}
        disabled={readOnly}
        aria-label={`Important: ${task.title}`}
        onClick={() => onToggle(task, { isImportant: !task.isImportant })}
      >
        <Star size={18} aria-hidden="true" fill={task.isImportant ? 'currentColor' : 'none'} />
      </button>
    </li>
  );
}
