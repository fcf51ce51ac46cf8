import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { slugify } from '@console/contracts';

/**
 * Keeps the slug derived from the title until it is edited by hand: each change of the title
 * moves the slug along while the slug still is the old title's slug; a slug typed by hand (that
 * no longer matches) stays as it is.
 */
export function useSlugFollowsTitle(form: UseFormReturn<{ blogTitle: string; slug: string }>) {
  useEffect(() => {
    let previousTitle = form.getValues('blogTitle');
    const subscription = form.watch((values, { name }) => {
      if (name !== 'blogTitle') return;
      const title = values.blogTitle ?? '';
      if (form.getValues('slug') === slugify(previousTitle)) form.setValue('slug', slugify(title), { shouldDirty: true, shouldValidate: form.formState.touchedFields.slug === true });
      previousTitle = title;
    });
    return () => subscription.unsubscribe();
  }, [form]);
}
