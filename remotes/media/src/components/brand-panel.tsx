import { useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { BrandInputSchema, queryKeys, type Brand } from '@console/contracts';
import { isolate, OffcanvasForm, SelectField, TextField, useRecordForm } from '@console/ui';
import { saveBrand } from '../api/media-api';
import { useMediaT } from '../i18n/use-media-t';

const empty = { name: '', slug: '', colour: '#336699', logo: '', status: 'active' } as const;

/** Add a brand (no `brand`) or edit one, checked by the schema the server uses (it adds unique name and slug). */
export function BrandPanel({ show, brand, onHide }: { show: boolean; brand: Brand | null; onHide(): void }) {
  const t = useMediaT();
  const client = useQueryClient();
  const form = useRecordForm(BrandInputSchema, brand ? { name: brand.name, slug: brand.slug, colour: brand.colour, logo: brand.logo, status: brand.status } : empty);
  return (
    <OffcanvasForm
      show={show}
      title={brand ? t('taxonomy.editBrand') : t('taxonomy.addBrand')}
      submitLabel={t('taxonomy.save')}
      form={form}
      onSubmit={async (values) => {
        const saved = await saveBrand(values, brand?.id);
        // Once the server has accepted it (a refusal throws and keeps the panel open): the panel
        // closes and the focus goes back to its opener, which says nothing of the save by itself.
        toast.success(t(brand ? 'taxonomy.brandSaved' : 'taxonomy.brandAdded', { name: isolate(saved.name) }));
        void client.invalidateQueries({ queryKey: queryKeys.media.all });
      }}
      onHide={onHide}
    >
      <TextField name="name" label={t('taxonomy.fields.name')} required />
      {/* A slug and an address run left to right on an Arabic page too ("/logos/x.svg", not "logos/x.svg/"). */}
      <TextField name="slug" label={t('taxonomy.fields.slug')} required dir="ltr" />
      <TextField name="colour" label={t('taxonomy.fields.colour')} type="color" />
      <TextField name="logo" label={t('taxonomy.fields.logo')} dir="ltr" />
      <SelectField name="status" label={t('taxonomy.fields.status')} options={(['active', 'inactive'] as const).map((value) => ({ value, label: t(`taxonomy.brandStatus.${value}`) }))} />
    </OffcanvasForm>
  );
}
