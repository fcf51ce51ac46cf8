import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { SubmitButton } from '@console/ui';
import { useContentPagesT } from '../i18n/use-content-pages-t';

/** A form's Save, and Discard back to the saved values (only while there is something to discard). */
export function SaveDiscardActions<T extends FieldValues>({ form, saveLabel }: { form: UseFormReturn<T>; saveLabel: string }) {
  const t = useContentPagesT();
  const { isDirty, isSubmitting } = form.formState;
  return (
    <div className="d-flex flex-wrap gap-2">
      <SubmitButton>{saveLabel}</SubmitButton>
      <button type="button" className="btn btn-outline-secondary" disabled={!isDirty || isSubmitting} onClick={() => form.reset()}>
        {t('account.discard')}
      </button>
    </div>
  );
}
