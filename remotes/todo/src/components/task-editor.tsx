import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import * as v from 'valibot';
import { Can } from '@console/auth';
import { TaskFormSchema, taskTags, type NewTask, type Task } from '@console/contracts';
import { CheckboxField, CheckboxGroupField, OffcanvasForm, SelectField, TextareaField, TextField, useSchemaForm, type RunAction } from '@console/ui';
import { useAssignees } from '../hooks/use-assignees';
import { useTodoT } from '../i18n/use-todo-t';
import { assigneeNames, emptyTaskValues, taskFields, valuesOf } from './task-values';

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
  if (target !== null && target !== shown) setShown(target);
  const showing = target ?? shown;
  const existing = showing === 'new' ? null : showing;
  const form = useSchemaForm(TaskFormSchema, emptyTaskValues);
  const assignees = useAssignees(target !== null);
  // The task's own assignee and the name the field holds stay offered, whoever the people are.
  // The users arriving only add choices: they never reset the form, so nothing typed is lost.
  const chosen = useWatch({ control: form.control, name: 'assignee' });
  // Under the field while the users load, and when the default team stands in for them.
  const assigneeHint = assignees.from === 'users' ? undefined : t(assignees.from === 'loading' ? 'editor.assigneesLoading' : 'editor.assigneesFallback');
  const assigneeOptions = assigneeNames(assignees.people, [existing?.assignee?.fullName, chosen]).map((name) => ({ value: name, label: name }));

  // Each opening starts afresh: the task's values, or an empty task.
  const { reset } = form;
  useEffect(() => {
    if (target) reset(target === 'new' ? emptyTaskValues : valuesOf(target));
  }, [target, reset]);

  // Restore saves the task like Update does, so the fields are checked first (errors at them, the
  // first focused) and what they hold is saved, not the task as it was when the panel opened.
  const restore = async (run: RunAction, task: Task) => {
    if (!(await form.trigger(undefined, { shouldFocus: true }))) return;
    const values = v.parse(TaskFormSchema, form.getValues());
    run(() => onRestore(taskFields(values, assignees.people, task), task));
  };

  return (
    <OffcanvasForm
      show={target !== null}
      title={existing ? t('editor.editTitle') : t('editor.addTitle')}
      closeLabel={t('editor.close')}
      form={form}
      onSubmit={(values) => onSave(taskFields(values, assignees.people, existing ?? undefined), existing)}
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
      <SelectField
        name="assignee"
        label={t('editor.assignee')}
        placeholder={t('editor.unassigned')}
        options={assigneeOptions}
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
