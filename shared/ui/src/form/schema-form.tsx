import { useRef, useState, type ReactNode } from 'react';
import { FormProvider, get, useFormContext, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { ApiError } from '@console/auth';
import { FocusKeepingButton } from '../focus/focus-keeping-button';
import { useUiT } from '../use-ui-t';
import { ChangedElsewhereContext, ChangedElsewhereNote, noneChangedElsewhere, type ChangedElsewhere } from './changed-elsewhere';
import { useFailureReason, useFailureText } from './error-text';
import { useKnownMessageText } from './message-text';

export interface SchemaFormProps<TIn extends FieldValues, TOut extends FieldValues> {
  /** From useSchemaForm (or useRecordForm, whose fields changed elsewhere the fields then say). */
  form: UseFormReturn<TIn, unknown, TOut> & { changedElsewhere?: ChangedElsewhere };
  /**
   * Saves the checked values. When it throws, the input stays: an ApiError's field errors show at
   * their fields (focus on the first), anything else in the alert above the fields.
   */
  onSubmit(values: TOut): Promise<void>;
  children: ReactNode;
  className?: string;
  /** The form's accessible name, when the page has no heading that names it. */
  'aria-label'?: string;
  /**
   * No alert when every field error of the answer found its field (the sign-in forms, whose
   * answers' messages only repeat the field's text); the alert still shows anything else.
   */
  quietWhenPlaced?: boolean;
}

/**
 * A form on react-hook-form with the console's behaviour: no browser bubbles (the fields show the
 * schema's messages), a pending state, server errors mapped onto the fields, input kept on failure.
 */
export function SchemaForm<TIn extends FieldValues, TOut extends FieldValues>({ form, onSubmit, children, className = 'd-flex flex-column gap-3', quietWhenPlaced = false, ...rest }: SchemaFormProps<TIn, TOut>) {
  const [failure, setFailure] = useState('');
  const alertRef = useRef<HTMLDivElement>(null);
  const reasonOf = useFailureReason();
  const known = useKnownMessageText();
  const failed = useFailureText();
  const t = useUiT();

  /**
   * The alert's text: the answer's own message when it is one the console knows (in the page's
   * language); with errors at the fields, a sentence pointing at them rather than the server's
   * English summary ('The invoice is not valid.'); field errors no field of this form shows, said
   * here — a message the kit does not know is the server's English, so outside English the kit's
   * sentence that something else was refused stands for those.
   */
  const failureText = (error: unknown, placed: Placed): string => {
    const text = error instanceof Error && error.message ? error.message : t('form.failed', 'Something went wrong. Please try again.');
    const said = placed.unplaced.map((message) => reasonOf(new Error(message)));
    const also = placed.count > 0 || said.some(Boolean);
    const hidden = also ? t('form.refusedElsewhere', 'The server also refused a value this form does not show.') : t('form.refusedHidden', 'The server refused a value this form does not show.');
    const unsaid = said.some((reason) => !reason) ? [hidden] : [];
    const elsewhere = [...said.filter(Boolean), ...unsaid];
    if (placed.count === 0) return elsewhere.length ? elsewhere.join(' ') : failed(error, t('form.failed', 'Something went wrong. Please try again.'));
    return [known(text) ?? t('form.checkFields', 'Some fields need a change: see the messages below them.'), ...elsewhere].join(' ');
  };

  const save = async (values: TOut) => {
    setFailure('');
    try {
      await onSubmit(values);
    } catch (error) {
      const placed = showFieldErrors(form, error);
      if (!(placed.count > 0 && placed.unplaced.length === 0 && quietWhenPlaced)) {
        setFailure(failureText(error, placed));
        // The first field to fix has focus; with none, the message does (read at once).
        if (placed.count === 0) requestAnimationFrame(() => alertRef.current?.focus());
      }
      // Said above; thrown on so that react-hook-form records the submit as failed: with no field
      // error it would count a 500 or an offline save as successful (isSubmitSuccessful), and a
      // side panel would then close without asking, its input lost.
      throw error;
    }
  };

  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={(event) => {
          // One save at a time: the submit button stays focusable while saving (SubmitButton), and Enter in a field submits too.
          if (form.formState.isSubmitting) event.preventDefault();
          else form.handleSubmit(save)(event).catch(() => undefined);
        }}
        className={className}
        aria-busy={form.formState.isSubmitting}
        {...rest}
      >
        {failure && (
          <div ref={alertRef} className="alert alert-danger mb-0" role="alert" tabIndex={-1}>
            {failure}
          </div>
        )}
        <ChangedElsewhereContext.Provider value={form.changedElsewhere ?? noneChangedElsewhere}>{children}</ChangedElsewhereContext.Provider>
        {/* A record's form: the notes under the fields may be out of sight, or away from the field being typed in. */}
        {form.changedElsewhere && <ChangedElsewhereNote status={form.changedElsewhere} />}
      </form>
    </FormProvider>
  );
}

/** How many of an answer's field errors found a field, and the messages of those that did not. */
interface Placed {
  count: number;
  unplaced: string[];
}

/**
 * Puts an ApiError's field errors on the fields this form has, focusing the first in the form's
 * order (not the answer's).
 */
function showFieldErrors<T extends FieldValues>(form: UseFormReturn<T, unknown, FieldValues>, error: unknown): Placed {
  if (!(error instanceof ApiError)) return { count: 0, unplaced: [] };
  const values = form.getValues();
  const answered = Object.keys(error.fieldErrors);
  const onFields = answered.filter((name) => get(values, name) !== undefined);
  const order = Object.keys(values);
  const rank = (name: string) => order.indexOf(name.split('.')[0] ?? name);
  onFields
    .sort((a, b) => rank(a) - rank(b))
    .forEach((name, index) => form.setError(name as Path<T>, { type: 'server', message: error.fieldErrors[name] }, { shouldFocus: index === 0 }));
  const unplaced = answered.filter((name) => !onFields.includes(name)).flatMap((name) => error.fieldErrors[name] ?? []);
  return { count: onFields.length, unplaced };
}

/**
 * The form's submit button: unavailable with a spinner while saving, keeping the focus of a
 * keyboard user who pressed it (a form that stays after saving, settings, goes on from there);
 * SchemaForm also ignores a second submit meanwhile (Enter in a field).
 */
export function SubmitButton({ children, className = 'btn btn-primary' }: { children: ReactNode; className?: string }) {
  const { formState } = useFormContext();
  return (
    <FocusKeepingButton type="submit" className={className} unavailable={formState.isSubmitting} spinner>
      {children}
    </FocusKeepingButton>
  );
}
