import type { ComponentProps } from 'react';
import { useWatch } from 'react-hook-form';
import { SelectField } from '@console/ui';

type TaxonomySelectFieldProps = ComponentProps<typeof SelectField> & {
  /** Whether the list the options come from has loaded (useTaxonomy's brandsLoaded, categoriesLoaded). */
  loaded: boolean;
};

/**
 * A brand or category select. Until its list has loaded (or while it has failed: TaxonomyFailed
 * says so) it would show a video's brand as none and offer only "None", so a user could clear it
 * without meaning to: it is locked meanwhile, showing the id it holds, and a save keeps that value.
 */
export function TaxonomySelectField({ loaded, options, ...field }: TaxonomySelectFieldProps) {
  const chosen: unknown = useWatch({ name: field.name });
  const held = typeof chosen === 'string' || typeof chosen === 'number' ? String(chosen) : '';
  return (
    <fieldset disabled={!loaded}>
      <SelectField {...field} options={loaded ? options : held ? [{ value: held, label: `#${held}` }] : []} />
    </fieldset>
  );
}
