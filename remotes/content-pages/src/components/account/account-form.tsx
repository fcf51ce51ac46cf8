import type { ReactNode } from 'react';
import toast from 'react-hot-toast';
import type { FieldValues } from 'react-hook-form';
import type * as v from 'valibot';
import { SchemaForm, useRecordForm, useUnsavedChangesPrompt } from '@console/ui';
import { useContentPagesT } from '../../i18n/use-content-pages-t';
import { SaveDiscardActions } from '../save-discard-actions';

export interface AccountFormProps<S extends v.GenericSchema> {
  schema: S;
  /** The saved values the form starts from (and Discard goes back to). */
  values: v.InferInput<S>;
  /** The form's accessible name (its tab's title). */
  label: string;
  /** Saves the checked values and answers what the form should now hold; throws to keep the input. */
  onSave(values: v.InferOutput<S>): Promise<v.InferInput<S>>;
  /** The toast after a save. */
  savedMessage?: string;
  children: ReactNode;
}

/**
 * One tab's form: checked at the field by the schema the API uses, saved with its button, Discard
 * going back to the saved values, and a question before a move to another page or tab loses input.
 */
export function AccountForm<S extends v.GenericSchema>({ schema, values, label, onSave, savedMessage, children }: AccountFormProps<S>) {
  const t = useContentPagesT();
  const form = useRecordForm(schema, values as v.InferInput<S> & FieldValues);
  const { isDirty } = form.formState;
  const prompt = useUnsavedChangesPrompt(isDirty);
  return (
    <SchemaForm
      form={form}
      aria-label={label}
      onSubmit={async (input) => {
        form.reset((await onSave(input)) as v.InferInput<S> & FieldValues);
        toast.success(savedMessage ?? t('account.saved'));
      }}
    >
      {children}
      <SaveDiscardActions form={form} saveLabel={t('account.save')} />
      {prompt}
    </SchemaForm>
  );
}
