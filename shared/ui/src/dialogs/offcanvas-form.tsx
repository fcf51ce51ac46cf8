import { useCallback, useEffect, useId, useState, type ReactNode, type RefObject } from 'react';
import Offcanvas from 'react-bootstrap/Offcanvas';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { allows, useAbility } from '@console/auth';
import type { Permission } from '@console/contracts';
import { useFocusFallback } from '../focus/use-focus-fallback';
import { useFailureText } from '../form/error-text';
import { SchemaForm, SubmitButton } from '../form/schema-form';
import { DiscardChangesDialog, useUnsavedChangesPrompt } from '../form/unsaved-changes';
import { useUiT } from '../use-ui-t';

/**
 * Runs another action of the panel (Delete, Restore): buttons disabled meanwhile, the panel closes
 * when it is done, a failure is said above the fields. An action that throws the typed input away
 * (Delete) says so with `discardsChanges`: with unsaved changes it asks first, as Cancel does. Not
 * the default: an action may save what was typed (Save draft), and asking to discard it would be wrong.
 */
export type RunAction = (action: () => Promise<void>, options?: { discardsChanges?: boolean }) => void;

export interface OffcanvasFormProps<TIn extends FieldValues, TOut extends FieldValues> {
  show: boolean;
  /** The panel's heading and accessible name: 'Add user'. */
  title: string;
  /** The close button's name; 'Close <title> panel' when not given. */
  closeLabel?: string;
  /** From useSchemaForm; to edit a record, `form.reset(values)` as the panel opens. */
  form: UseFormReturn<TIn, unknown, TOut>;
  /** Saves; the panel closes when it resolves and stays, input kept, when it throws. */
  onSubmit(values: TOut): Promise<void>;
  submitLabel: string;
  /** Who may save: the submit button is shown only to them (everyone when not given). */
  submitRequires?: Permission;
  /** Buttons after the submit button (Delete, Restore), their actions run through `run`. */
  actions?: (run: RunAction) => ReactNode;
  /** Closing: Cancel, the close button, Escape (asked first when there are unsaved changes), and after a save. */
  onHide(): void;
  /**
   * Where the focus goes when the element that opened the panel is gone, hidden or disabled by the
   * time it has closed (a row gone from a filtered list): the page's main heading when not given.
   */
  fallbackFocus?: RefObject<HTMLElement | null>;
  /** The panel has slid out, before the focus goes back to its opener: a focus it places stays. */
  onExited?(): void;
  children: ReactNode;
}

// A form's first field, where its panel puts the focus as it opens (hidden and disabled ones skipped).
const firstField = 'form :is(input, select, textarea):not([type="hidden"], :disabled)';

/**
 * Once the panel is in, the focus goes from the panel's box (react-bootstrap's default) to its first
 * field, as the WAI-ARIA dialog pattern advises for a form: unless the user has moved it meanwhile.
 */
function focusFirstField(panel: HTMLElement) {
  if (document.activeElement !== panel) return;
  panel.querySelector<HTMLElement>(firstField)?.focus();
}

/**
 * A side panel holding one form: labelled heading, pending state, server errors at the fields, no
 * lost input, and the focus given back to the opener or, when the change took it away, to `fallbackFocus`.
 */
export function OffcanvasForm<TIn extends FieldValues, TOut extends FieldValues>(props: OffcanvasFormProps<TIn, TOut>) {
  const { show, title, closeLabel, form, onSubmit, submitLabel, submitRequires, actions, onHide, fallbackFocus, onExited, children } = props;
  const headingId = useId();
  const t = useUiT();
  const failed = useFailureText();
  const maySubmit = allows(useAbility(), submitRequires);
  // What Discard changes goes on with while "Discard unsaved changes?" is asked (null: not asking).
  const [asking, setAsking] = useState<(() => void) | null>(null);
  const [acting, setActing] = useState(false);
  // The last action's failure; its number remounts the alert, which takes focus as it mounts.
  const [failure, setFailure] = useState({ text: '', count: 0 });
  const focusOnMount = useCallback((alert: HTMLDivElement | null) => alert?.focus(), []);
  const dirty = show && form.formState.isDirty && !form.formState.isSubmitSuccessful;
  const leavePrompt = useUnsavedChangesPrompt(dirty);
  const exited = useFocusFallback(show, { fallbackFocus, onExited });

  const hide = () => {
    setFailure((last) => ({ text: '', count: last.count }));
    onHide();
  };
  const close = () => (dirty ? setAsking(() => hide) : hide());
  const perform = (action: () => Promise<void>) => {
    setActing(true);
    setFailure((last) => ({ text: '', count: last.count }));
    action().then(hide, (error: unknown) => {
      const text = failed(error, t('form.failed', 'Something went wrong. Please try again.'));
      setFailure((last) => ({ text, count: last.count + 1 }));
    }).finally(() => setActing(false));
  };
  const run: RunAction = (action, { discardsChanges = false } = {}) => {
    if (discardsChanges && dirty) setAsking(() => () => perform(action));
    else perform(action);
  };

  // Closed, the form goes back to its defaults: the next opening starts afresh (an edit panel
  // resets it with the record's values as it opens).
  const { reset } = form;
  useEffect(() => {
    if (!show) reset();
  }, [show, reset]);

  return (
    <>
      <Offcanvas show={show} onHide={close} onEntered={focusFirstField} onExited={exited} placement="end" aria-labelledby={headingId}>
        <Offcanvas.Header closeButton closeLabel={closeLabel ?? t('form.closePanel', 'Close {{title}} panel', { title: title.toLowerCase() })}>
          <Offcanvas.Title as="h2" className="h5" id={headingId}>
            {title}
          </Offcanvas.Title>
        </Offcanvas.Header>
        <Offcanvas.Body>
          <SchemaForm
            form={form}
            onSubmit={async (values) => {
              setFailure((last) => ({ text: '', count: last.count }));
              await onSubmit(values);
              hide();
            }}
          >
            {failure.text && (
              <div key={failure.count} ref={focusOnMount} className="alert alert-danger mb-0" role="alert" tabIndex={-1}>
                {failure.text}
              </div>
            )}
            {children}
            <div className="d-flex flex-wrap gap-2 mt-2">
              {/* Disabled together while another action is under way (submit also while saving). */}
              <fieldset className="d-flex flex-wrap gap-2" disabled={acting || form.formState.isSubmitting}>
                {maySubmit && <SubmitButton>{submitLabel}</SubmitButton>}
                {actions?.(run)}
              </fieldset>
              <button type="button" className="btn btn-link ms-auto" onClick={close}>
                {t('form.cancel', 'Cancel')}
              </button>
            </div>
          </SchemaForm>
        </Offcanvas.Body>
      </Offcanvas>
      <DiscardChangesDialog
        show={asking !== null}
        onDiscard={() => {
          setAsking(null);
          asking?.();
        }}
        onKeep={() => setAsking(null)}
      />
      {leavePrompt}
    </>
  );
}
