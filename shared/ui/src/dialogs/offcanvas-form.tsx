import { useEffect, useId, useState, type ReactNode } from 'react';
import Offcanvas from 'react-bootstrap/Offcanvas';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { SchemaForm, SubmitButton } from '../form/schema-form';
import { DiscardChangesDialog, useUnsavedChangesPrompt } from '../form/unsaved-changes';
import { useUiT } from '../use-ui-t';

export interface OffcanvasFormProps<TIn extends FieldValues, TOut extends FieldValues> {
  show: boolean;
  /** The panel's heading and accessible name: 'Add user'. */
  title: string;
  /** From useSchemaForm; to edit a record, `form.reset(values)` as the panel opens. */
  form: UseFormReturn<TIn, unknown, TOut>;
  /** Saves; the panel closes when it resolves and stays, input kept, when it throws. */
  onSubmit(values: TOut): Promise<void>;
  submitLabel: string;
  /** Buttons after the submit button (Delete, Restore). */
  actions?: ReactNode;
  /** Closing: Cancel, the close button, Escape (asked first when there are unsaved changes), and after a save. */
  onHide(): void;
  children: ReactNode;
}

/** A side panel holding one form: labelled heading, pending state, server errors at the fields, no lost input. */
export function OffcanvasForm<TIn extends FieldValues, TOut extends FieldValues>({ show, title, form, onSubmit, submitLabel, actions, onHide, children }: OffcanvasFormProps<TIn, TOut>) {
  const headingId = useId();
  const t = useUiT();
  const [asking, setAsking] = useState(false);
  const dirty = show && form.formState.isDirty && !form.formState.isSubmitSuccessful;
  const leavePrompt = useUnsavedChangesPrompt(dirty);
  const close = () => (dirty ? setAsking(true) : onHide());
  // Closed, the form goes back to its defaults: the next opening starts afresh (an edit panel
  // resets it with the record's values as it opens).
  const { reset } = form;
  useEffect(() => {
    if (!show) reset();
  }, [show, reset]);

  return (
    <>
      <Offcanvas show={show} onHide={close} placement="end" aria-labelledby={headingId}>
        <Offcanvas.Header closeButton closeLabel={t('form.closePanel', 'Close {{title}} panel', { title: title.toLowerCase() })}>
          <Offcanvas.Title as="h2" className="h5" id={headingId}>
            {title}
          </Offcanvas.Title>
        </Offcanvas.Header>
        <Offcanvas.Body>
          <SchemaForm
            form={form}
            onSubmit={async (values) => {
              await onSubmit(values);
              onHide();
            }}
          >
            {children}
            <div className="d-flex flex-wrap gap-2 mt-2">
              <SubmitButton>{submitLabel}</SubmitButton>
              {actions}
              <button type="button" className="btn btn-link ms-auto" onClick={close}>
                {t('form.cancel', 'Cancel')}
              </button>
            </div>
          </SchemaForm>
        </Offcanvas.Body>
      </Offcanvas>
      <DiscardChangesDialog
        show={asking}
        onDiscard={() => {
          setAsking(false);
          onHide();
        }}
        onKeep={() => setAsking(false)}
      />
      {leavePrompt}
    </>
  );
}
