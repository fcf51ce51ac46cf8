import { useEffect, useId, useRef, useState } from 'react';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { Can } from '@console/auth';
import { TaskFormSchema, taskTags, type NewTask, type Task } from '@console/contracts';
import {
  CheckboxField,
  CheckboxGroupField,
  DiscardChangesDialog,
  SchemaForm,
  SelectField,
  SubmitButton,
  TextareaField,
  TextField,
  useMessageText,
  useSchemaForm,
  useUnsavedChangesPrompt,
  type SchemaFormApi,
} from '@console/ui';
import { useTodoT } from '../i18n/use-todo-t';
import { assigneeNames, emptyTaskValues, taskFields, valuesOf } from './task-values';

export interface TaskEditorProps {
  /** null: closed; 'new': adding; a task: editing it. */
  target: Task | 'new' | null;
  onClose(): void;
  /** Saves; the panel closes when it resolves and stays, input kept, when it throws. */
  onSave(fields: NewTask, existing: Task | null): Promise<void>;
  onDelete(task: Task): Promise<void>;
  onRestore(task: Task): Promise<void>;
}

/**
 * The side panel to add or edit a task. It is OffcanvasForm's panel (same kit parts, same
 * behaviour: errors at the fields, server errors on them, input kept on failure, a question before
 * unsaved input is lost) with one difference: the submit button is shown only to who may use it
 * (create to add, update to edit), which OffcanvasForm cannot do yet.
 */
export function TaskEditor({ target, onClose, ...actions }: TaskEditorProps) {
  const t = useTodoT();
  const headingId = useId();
  const show = target !== null;
  // While the panel slides out it keeps showing what it showed (no "Add task" flash after an edit).
  const [shown, setShown] = useState(target);
  if (target !== null && target !== shown) setShown(target);
  const showing = target ?? shown;
  const existing = showing === 'new' ? null : showing;
  const form = useSchemaForm(TaskFormSchema, emptyTaskValues);
  const [asking, setAsking] = useState(false);

  // Each opening starts afresh: the task's values, or an empty task.
  const { reset } = form;
  useEffect(() => {
    if (target) reset(target === 'new' ? emptyTaskValues : valuesOf(target));
  }, [target, reset]);

  const dirty = show && form.formState.isDirty && !form.formState.isSubmitSuccessful;
  const leavePrompt = useUnsavedChangesPrompt(dirty);
  const close = () => (dirty ? setAsking(true) : onClose());

  return (
    <>
      <Offcanvas show={show} onHide={close} placement="end" aria-labelledby={headingId}>
        <Offcanvas.Header closeButton closeLabel={t('editor.close')}>
          <Offcanvas.Title as="h2" className="h5" id={headingId}>
            {existing ? t('editor.editTitle') : t('editor.addTitle')}
          </Offcanvas.Title>
        </Offcanvas.Header>
        <Offcanvas.Body>
          {/* Mounted while the panel is open: each opening starts without an old failure. */}
          <TaskForm form={form} existing={existing} onClose={onClose} onCancel={close} {...actions} />
        </Offcanvas.Body>
      </Offcanvas>
      <DiscardChangesDialog
        show={asking}
        onDiscard={() => {
          setAsking(false);
          onClose();
        }}
        onKeep={() => setAsking(false)}
      />
      {leavePrompt}
    </>
  );
}

type TaskFormProps = Omit<TaskEditorProps, 'target'> & {
  form: SchemaFormApi<typeof TaskFormSchema>;
  existing: Task | null;
  /** Cancel: asks first when there are unsaved changes. */
  onCancel(): void;
};

/** The fields and the buttons; Delete and Restore are shown to who may use them. */
function TaskForm({ form, existing, onClose, onCancel, onSave, onDelete, onRestore }: TaskFormProps) {
  const t = useTodoT();
  const message = useMessageText();
  const [acting, setActing] = useState(false);
  const [failure, setFailure] = useState('');
  const failureRef = useRef<HTMLDivElement>(null);
  const busy = acting || form.formState.isSubmitting;

  /** Delete and Restore: the panel closes when done; a failure is said above the fields. */
  const act = async (action: () => Promise<void>) => {
    setActing(true);
    setFailure('');
    try {
      await action();
      onClose();
    } catch (error) {
      const text = error instanceof Error && error.message ? error.message : t('editor.failed');
      setFailure(message(text) ?? text);
      requestAnimationFrame(() => failureRef.current?.focus());
    } finally {
      setActing(false);
    }
  };

  return (
    <SchemaForm
      form={form}
      onSubmit={async (values) => {
        setFailure('');
        await onSave(taskFields(values, existing ?? undefined), existing);
        onClose();
      }}
    >
      {failure && (
        <div ref={failureRef} className="alert alert-danger mb-0" role="alert" tabIndex={-1}>
          {failure}
        </div>
      )}
      <TextField name="title" label={t('editor.title')} required />
      <SelectField
        name="assignee"
        label={t('editor.assignee')}
        placeholder={t('editor.unassigned')}
        options={assigneeNames(existing).map((name) => ({ value: name, label: name }))}
      />
      <TextField name="dueDate" label={t('editor.dueDate')} type="date" />
      <div className="text-capitalize">
        <CheckboxGroupField name="tags" legend={t('editor.tags')} options={taskTags.map((tag) => ({ value: tag, label: t(`tags.${tag}`) }))} />
      </div>
      <TextareaField name="description" label={t('editor.description')} />
      <div className="d-flex gap-4">
        <CheckboxField name="isCompleted" label={t('editor.completed')} />
        <CheckboxField name="isImportant" label={t('editor.important')} />
      </div>
      <div className="d-flex flex-wrap gap-2 mt-2">
        {/* Disabled together while anything is being saved. */}
        <fieldset className="d-flex flex-wrap gap-2" disabled={busy}>
          <Can I={existing ? 'update' : 'create'} a="Todo">
            <SubmitButton>{existing ? t('editor.update') : t('editor.add')}</SubmitButton>
          </Can>
          {existing && !existing.isDeleted && (
            <Can I="delete" a="Todo">
              <button type="button" className="btn btn-outline-danger" onClick={() => void act(() => onDelete(existing))}>
                {t('editor.delete')}
              </button>
            </Can>
          )}
          {existing?.isDeleted && (
            // Restoring saves the task (update-task), so it needs what Update needs.
            <Can I="update" a="Todo">
              <button type="button" className="btn btn-outline-secondary" onClick={() => void act(() => onRestore(existing))}>
                {t('editor.restore')}
              </button>
            </Can>
          )}
        </fieldset>
        <button type="button" className="btn btn-link ms-auto" onClick={onCancel}>
          {t('editor.cancel')}
        </button>
      </div>
    </SchemaForm>
  );
}
