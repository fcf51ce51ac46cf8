import { useId, useState, type FormEvent } from 'react';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { ApiError, Can } from '@console/auth';
import { taskTags, taskTeam, type NewTask, type Task } from '@console/contracts';
import { FormField, fieldControlProps } from '@console/ui';
import { draftOf, emptyDraft, taskFields, validateDraft, type TaskDraft } from './task-draft';

export interface TaskEditorProps {
  /** null: closed; 'new': adding; a task: editing it. */
  target: Task | 'new' | null;
  onClose(): void;
  onSave(fields: NewTask, existing: Task | null): Promise<void>;
  onDelete(task: Task): Promise<void>;
  onRestore(task: Task): Promise<void>;
}

/** The side panel to add or edit a task. */
export function TaskEditor({ target, onClose, ...actions }: TaskEditorProps) {
  const headingId = useId();
  return (
    <Offcanvas show={target !== null} onHide={onClose} placement="end" aria-labelledby={headingId}>
      <Offcanvas.Header closeButton closeLabel="Close task panel">
        <Offcanvas.Title as="h2" className="h5" id={headingId}>
          {target && target !== 'new' ? 'Edit task' : 'Add task'}
        </Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body>
        {/* A new key per target starts the form afresh for each task. */}
        {target && <TaskForm key={target === 'new' ? 'new' : target.id} existing={target === 'new' ? null : target} onClose={onClose} {...actions} />}
      </Offcanvas.Body>
    </Offcanvas>
  );
}

type TaskFormProps = Omit<TaskEditorProps, 'target'> & { existing: Task | null };

/** The fields and actions; input survives a failed save. */
function TaskForm({ existing, onClose, onSave, onDelete, onRestore }: TaskFormProps) {
  const [draft, setDraft] = useState<TaskDraft>(() => (existing ? draftOf(existing) : emptyDraft));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState('');
  const [pending, setPending] = useState(false);
  const id = useId();

  const set = <K extends keyof TaskDraft>(key: K, value: TaskDraft[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setErrors(({ [key]: _fixed, ...rest }) => rest);
  };

  const run = async (action: () => Promise<void>) => {
    setPending(true);
    setFailure('');
    try {
      await action();
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fieldErrors).length) setErrors(error.fieldErrors);
      setFailure(error instanceof Error ? error.message : 'Something went wrong.');
    } finally {
      setPending(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateDraft(draft);
    setErrors(found);
    if (Object.keys(found).length) return;
    void run(() => onSave(taskFields(draft, existing ?? undefined), existing));
  };

  const assignees = [...taskTeam.map((person) => person.fullName)];
  if (draft.assignee && !assignees.includes(draft.assignee)) assignees.push(draft.assignee);
  const field = (name: string) => `${id}-${name}`;

  return (
        <form noValidate onSubmit={submit} className="d-flex flex-column gap-3">
          {failure && (
            <div className="alert alert-danger mb-0" role="alert">
              {failure}
            </div>
          )}
          <FormField id={field('title')} label="Title" error={errors.title} required>
            <input
              {...fieldControlProps(field('title'), errors.title)}
              className={`form-control${errors.title ? ' is-invalid' : ''}`}
              value={draft.title}
              required
              onChange={(event) => set('title', event.target.value)}
            />
          </FormField>
          <FormField id={field('assignee')} label="Assignee">
            <select id={field('assignee')} className="form-select" value={draft.assignee} onChange={(event) => set('assignee', event.target.value)}>
              <option value="">Unassigned</option>
              {assignees.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </FormField>
          <FormField id={field('due')} label="Due date" error={errors.dueDate}>
            <input
              {...fieldControlProps(field('due'), errors.dueDate)}
              type="date"
              className={`form-control${errors.dueDate ? ' is-invalid' : ''}`}
              value={draft.dueDate}
              onChange={(event) => set('dueDate', event.target.value)}
            />
          </FormField>
          <fieldset>
            <legend className="form-label fs-6">Tags</legend>
            <div className="d-flex flex-wrap gap-3">
              {taskTags.map((tag) => (
                <div className="form-check" key={tag}>
                  <input
                    id={field(`tag-${tag}`)}
                    type="checkbox"
                    className="form-check-input"
                    checked={draft.tags.includes(tag)}
                    onChange={(event) =>
                      set('tags', event.target.checked ? [...draft.tags, tag] : draft.tags.filter((t) => t !== tag))
                    }
                  />
                  <label htmlFor={field(`tag-${tag}`)} className="form-check-label text-capitalize">
                    {tag}
                  </label>
                </div>
              ))}
            </div>
          </fieldset>
          <FormField id={field('description')} label="Description" error={errors.description}>
            <textarea
              {...fieldControlProps(field('description'), errors.description)}
              className={`form-control${errors.description ? ' is-invalid' : ''}`}
              rows={4}
              value={draft.description}
              onChange={(event) => set('description', event.target.value)}
            />
          </FormField>
          <div className="d-flex gap-4">
            <div className="form-check">
              <input id={field('done')} type="checkbox" className="form-check-input" checked={draft.isCompleted} onChange={(event) => set('isCompleted', event.target.checked)} />
              <label htmlFor={field('done')} className="form-check-label">
                Completed
              </label>
            </div>
            <div className="form-check">
              <input id={field('important')} type="checkbox" className="form-check-input" checked={draft.isImportant} onChange={(event) => set('isImportant', event.target.checked)} />
              <label htmlFor={field('important')} className="form-check-label">
                Important
              </label>
            </div>
          </div>
          <div className="d-flex gap-2 mt-2">
            <Can I={existing ? 'update' : 'create'} a="Todo">
              <button type="submit" className="btn btn-primary" disabled={pending}>
                {existing ? 'Update' : 'Add'}
              </button>
            </Can>
            {existing && !existing.isDeleted && (
              <Can I="delete" a="Todo">
                <button type="button" className="btn btn-outline-danger" disabled={pending} onClick={() => void run(() => onDelete(existing))}>
                  Delete
                </button>
              </Can>
            )}
            {existing?.isDeleted && (
              // Restoring saves the task (update-task), so it needs what Update needs.
              <Can I="update" a="Todo">
                <button type="button" className="btn btn-outline-secondary" disabled={pending} onClick={() => void run(() => onRestore(existing))}>
                  Restore
                </button>
              </Can>
            )}
            <button type="button" className="btn btn-link ms-auto" onClick={onClose}>
              Cancel
            </button>
          </div>
        </form>
  );
}
