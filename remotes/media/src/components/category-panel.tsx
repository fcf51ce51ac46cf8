import { useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { CategoryFormSchema, queryKeys, type Category } from '@console/contracts';
import { isolate, OffcanvasForm, SelectField, TextField, useRecordForm } from '@console/ui';
import { saveCategory } from '../api/media-api';
import { useCategories } from '../hooks/use-taxonomy';
import { useMediaT } from '../i18n/use-media-t';

/** Add or edit a category; a parent is a top-level category (two levels). */
export function CategoryPanel({ show, category, onHide }: { show: boolean; category: Category | null; onHide(): void }) {
  const t = useMediaT();
  const client = useQueryClient();
  const parents = (useCategories().data ?? []).filter((row) => row.parentId === null && row.id !== category?.id);
  const form = useRecordForm(CategoryFormSchema, {
    name: category?.name ?? '',
    slug: category?.slug ?? '',
    parentId: category?.parentId ? String(category.parentId) : '',
  });
  return (
    <OffcanvasForm
      show={show}
      title={category ? t('taxonomy.editCategory') : t('taxonomy.addCategory')}
      submitLabel={t('taxonomy.save')}
      form={form}
      onSubmit={async (values) => {
        const saved = await saveCategory(values, category?.id);
        // Once the server has accepted it (a refusal throws and keeps the panel open): the panel
        // closes and the focus goes back to its opener, which says nothing of the save by itself.
        toast.success(t(category ? 'taxonomy.categorySaved' : 'taxonomy.categoryAdded', { name: isolate(saved.name) }));
        void client.invalidateQueries({ queryKey: queryKeys.media.all });
      }}
      onHide={onHide}
    >
      <TextField name="name" label={t('taxonomy.fields.name')} required />
      <TextField name="slug" label={t('taxonomy.fields.slug')} required />
      <SelectField name="parentId" label={t('taxonomy.fields.parent')} placeholder={t('taxonomy.fields.noParent')} options={parents.map((row) => ({ value: String(row.id), label: row.name }))} />
    </OffcanvasForm>
  );
}
