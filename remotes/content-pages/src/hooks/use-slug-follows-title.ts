import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { slugify } from '@console/contracts';

/**
 * Keeps the slug derived from the title until it is edited by hand: each change of the title
 * moves the slug along while the slug still is the one the title last gave; a slug typed by hand
 * (that no longer matches) stays as it is. A title that gives no slug (an Arabic one, or none
 * while it is retyped) leaves the slug as it was, still following: an empty slug would not save.
 */
export function useSlugFollowsTitle(form: UseFormReturn<{ blogTitle: string; slug: string }>) {
  useEffect(() => {
    let followed = slugify(form.getValues('blogTitle'));
    const subscription = form.watch((values, { name }) => {
      if (name !== 'blogTitle') return;
      const next = slugify(values.blogTitle ?? '');
      if (!next || form.getValues('slug') !== followed) return;
      form.setValue('slug', next, { shouldDirty: true, shouldValidate: form.formState.touchedFields.slug === true });
      followed = next;
    });
    return () => subscription.unsubscribe();
  }, [form]);
}
