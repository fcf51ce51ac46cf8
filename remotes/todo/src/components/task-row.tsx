import type { Task } from '@console/contracts';
import { useAbility } from '@console/auth';
import { Avatar, useFormat } from '@console/ui';
import { Star } from 'lucide-react';
import { useTodoT } from '../i18n/use-todo-t';
import type { TaskFlags } from '../hooks/use-tasks';
import { TagBadge } from './tag-badge';

interface TaskRowProps {
  task: Task;
  onOpen(task: Task): void;
  onToggle(task: Task, change: TaskFlags): void;
}

export function TaskRow({ task, onOpen, onToggle }: TaskRowProps) {
  const checkboxId = `task-done-${task.id}`;
  // Reading is enough to see the flags; changing them needs update rights.
  const readOnly = !useAbility().can('update', 'Todo');
  const { date } = useFormat();
  const t = useTodoT();
  return (
    // Wraps rather than squeeze the title: with enlarged text the tags, date, avatar and star move below it, together.
    <li className="list-group-item d-flex flex-wrap align-items-center gap-3 py-2" data-task-id={task.id}>
      <input
        id={checkboxId}
        type="checkbox"
        className="form-check-input mt-0 flex-shrink-0"
        checked={task.isCompleted}
        disabled={readOnly}
        aria-label={t(task.isCompleted ? 'row.markNotCompleted' : 'row.markCompleted', { title: task.title })}
        onChange={() => onToggle(task, { isCompleted: !task.isCompleted })}
      />
      <button
        type="button"
        className={`btn btn-link text-start text-body text-decoration-none text-break p-0 ${task.isCompleted ? 'text-decoration-line-through text-body-secondary' : ''}`}
        style={{ flex: '1 1 6rem', minWidth: 0 }}
        onClick={() => onOpen(task)}
      >
        {task.title}
      </button>
      <span className="d-flex flex-wrap align-items-center gap-3 ms-auto">
        <span className="d-none d-md-flex flex-wrap gap-1">
          {task.tags.map((tag) => (
            <TagBadge key={tag} tag={tag} />
          ))}
        </span>
        {task.dueDate && (
          <time className="small text-body-secondary text-nowrap" dateTime={task.dueDate}>
            {/* The year only when it is not this one: "Mar 4" would read as this year's. */}
            {date(task.dueDate, task.dueDate.startsWith(String(new Date().getFullYear())) ? { day: 'numeric', month: 'short' } : { day: 'numeric', month: 'short', year: 'numeric' })}
          </time>
        )}
        {task.assignee && <Avatar fullName={task.assignee.fullName} src={task.assignee.avatar} size={28} />}
        <button
          type="button"
          className={`btn btn-sm btn-link p-0 fs-5 lh-1 ${task.isImportant ? 'text-warning' : 'text-body-tertiary'}`}
          aria-pressed={task.isImportant}
          disabled={readOnly}
          aria-label={t('row.important', { title: task.title })}
          onClick={() => onToggle(task, { isImportant: !task.isImportant })}
        >
          <Star size={18} aria-hidden="true" fill={task.isImportant ? 'currentColor' : 'none'} />
        </button>
      </span>
    </li>
  );
}
