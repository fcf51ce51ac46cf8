import { useEffect, useRef, useState } from 'react';
import * as v from 'valibot';
import { Can } from '@console/auth';
import { TaskFormSchema, taskTags, type NewTask, type Task, type TaskAssignee } from '@console/contracts';
import { Avatar, CheckboxField, CheckboxGroupField, ComboboxField, OffcanvasForm, TextareaField, TextField, useSchemaForm, type RunAction } from '@console/ui';
import { useAssignees } from '../hooks/use-assignees';
import { useTodoT } from '../i18n/use-todo-t';
import { assigneeChoices, emptyTaskValues, taskFields, valuesOf } from './task-values';

type AssigneeOption = TaskAssignee & { value: string; label: string };
/** Both the same task (a copy the list refreshed), not a new one or none. */
const sameTask = (a: Task | 'new' | null, b: Task | 'new' | null) => a !== null && a !== 'new' && b !== null && b !== 'new' && a.id === b.id;
const assigneeOption = (person: TaskAssignee): AssigneeOption => ({ ...person, value: person.fullName, label: person.fullName });

export interface TaskEditorProps {
  /** null: closed; 'new': adding; a task: editing it. */
  target: Task | 'new' | null;
  onClose(): void;
  /** Saves; the panel closes when it resolves and stays, input kept, when it throws. */
  onSave(fields: NewTask, existing: Task | null): Promise<void>;
  /** Moves the task to Deleted as it is saved (asked first when the fields hold unsaved changes). */
  onDelete(task: Task): Promise<void>;
  /** Brings a deleted task back with what the fields hold: an edit made before Restore is kept. */
  onRestore(fields: NewTask, task: Task): Promise<void>;
  /** The panel has slid out (focus then goes back to where it was opened from, if that is still there). */
  onGone?(): void;
}

/** The side panel to add or edit a task: the kit's OffcanvasForm, with Delete and Restore for who may use them. */
export function TaskEditor({ target, onClose, onSave, onDelete, onRestore, onGone }: TaskEditorProps) {
  const t = useTodoT();
  // While the panel slides out it keeps showing what it showed (no "Add task" flash after an edit).
  const [shown, setShown] = useState(target);
  // The person last chosen, with their picture, whatever the list shows by the time it is saved.
  const [picked, setPicked] = useState<TaskAssignee | null>(null);
  // The same task again (the list refreshed it): the person picked stays, as the typed fields do.
  if (target !== null && target !== shown) {
    setShown(target);
    if (!sameTask(target, shown)) setPicked(null);
  }
  const showing = target ?? shown;
  const existing = showing === 'new' ? null : showing;
  const form = useSchemaForm(TaskFormSchema, emptyTaskValues);
  // The people are searched as the user types (a directory can hold thousands); the users
  // arriving never reset the form, so nothing typed is lost.
  const [search, setSearch] = useState('');
  const assignees = useAssignees(target !== null, search);
  const people = picked ? [picked, ...assignees.people] : assignees.people;
  // Under the field while the users load, and when the default team stands in for them.
  const assigneeHint = assignees.from === 'users' ? undefined : t(assignees.from === 'loading' ? 'editor.assigneesLoading' : 'editor.assigneesFallback');

  // Each opening starts afresh: the task's values, or an empty task. The open task refreshed (a
  // save in another tab) gives its new values to the fields the user has not changed, and keeps theirs.
  const { reset } = form;
  const opened = useRef<Task | 'new' | null>(null);
  useEffect(() => {
    const refreshed = sameTask(target, opened.current);
    opened.current = target;
    if (target) reset(target === 'new' ? emptyTaskValues : valuesOf(target), { keepDirtyValues: refreshed });
  }, [target, reset]);

  // Restore saves the task like Update does, so the fields are checked first (errors at them, the
  // first focused) and what they hold is saved, not the task as it was when the panel opened.
  const restore = async (run: RunAction, task: Task) => {
    if (!(await form.trigger(undefined, { shouldFocus: true }))) return;
    const values = v.parse(TaskFormSchema, form.getValues());
    run(() => onRestore(taskFields(values, people, task), task));
  };

  return (
    <OffcanvasForm
      show={target !== null}
      title={existing ? t('editor.editTitle') : t('editor.addTitle')}
      closeLabel={t('editor.close')}
      form={form}
      onSubmit={(values) => onSave(taskFields(values, people, existing ?? undefined), existing)}
      submitLabel={existing ? t('editor.update') : t('editor.add')}
      submitRequires={{ action: existing ? 'update' : 'create', subject: 'Todo' }}
      actions={(run) => (
        <>
          {existing && !existing.isDeleted && (
            <Can I="delete" a="Todo">
              <button type="button" className="btn btn-outline-danger" onClick={() => run(() => onDelete(existing), { discardsChanges: true })}>
                {t('editor.delete')}
              </button>
            </Can>
          )}
          {existing?.isDeleted && (
            // Restoring saves the task (update-task), so it needs what Update needs.
            <Can I="update" a="Todo">
              <button type="button" className="btn btn-outline-secondary" onClick={() => void restore(run, existing)}>
                {t('editor.restore')}
              </button>
            </Can>
          )}
        </>
      )}
      onHide={onClose}
      onExited={onGone}
    >
      <TextField name="title" label={t('editor.title')} required />
      <ComboboxField<AssigneeOption>
        name="assignee"
        label={t('editor.assignee')}
        placeholder={t('editor.unassigned')}
        options={assigneeChoices(assignees.people, existing?.assignee, search).map(assigneeOption)}
        total={assignees.total}
        searching={assignees.searching}
        onSearch={setSearch}
        onPick={(option) => setPicked(option && { fullName: option.fullName, avatar: option.avatar })}
        renderOption={(person) => (
          <span className="d-flex align-items-center gap-2">
            <Avatar fullName={person.fullName} src={person.avatar} size={24} decorative />
            {person.fullName}
          </span>
        )}
        hint={assigneeHint}
      />
      <TextField name="dueDate" label={t('editor.dueDate')} type="date" />
      <CheckboxGroupField name="tags" legend={t('editor.tags')} options={taskTags.map((tag) => ({ value: tag, label: t(`tags.${tag}`) }))} />
      <TextareaField name="description" label={t('editor.description')} />
      <div className="d-flex gap-4">
        <CheckboxField name="isCompleted" label={t('editor.completed')} />
        <CheckboxField name="isImportant" label={t('editor.important')} />
      </div>
    </OffcanvasForm>
  );
}
