import toast from 'react-hot-toast';
import { useQueryClient } from '@tanstack/react-query';
import type { UseFormReturn } from 'react-hook-form';
import { blogCategories, BlogEditFormSchema, blogStatuses, queryKeys, type BlogEditData } from '@console/contracts';
import { CheckboxGroupField, SchemaForm, SelectField, TextareaField, TextField, useRecordForm, useUnsavedChangesPrompt } from '@console/ui';
import { saveBlogPost } from '../../api/content-pages-api';
import { useSlugFollowsTitle } from '../../hooks/use-slug-follows-title';
import { useContentPagesT } from '../../i18n/use-content-pages-t';
import { ImageUploadField } from '../image-upload-field';
import { SaveDiscardActions } from '../save-discard-actions';

const formValuesOf = ({ blogTitle, blogCategories: categories, slug, status, excerpt, content, featuredImage }: BlogEditData) => ({
  blogTitle,
  blogCategories: [...categories],
  slug,
  status,
  excerpt,
  content,
  featuredImage,
});

/** A post's edit form: saved, it refreshes every cached view of the blog (list, sidebar, detail). */
export function BlogEditForm({ post }: { post: BlogEditData }) {
  const t = useContentPagesT();
  const client = useQueryClient();
  const form = useRecordForm(BlogEditFormSchema, formValuesOf(post));
  useSlugFollowsTitle(form as unknown as UseFormReturn<{ blogTitle: string; slug: string }>);
  const { isDirty } = form.formState;
  const prompt = useUnsavedChangesPrompt(isDirty);
  const categories = blogCategories.map((value) => ({ value, label: t(`blog.category.${value}`) }));
  const statuses = blogStatuses.map((value) => ({ value, label: t(`blog.status.${value}`) }));
  return (
    <SchemaForm
      form={form}
      aria-label={t('blog.editTitle')}
      onSubmit={async (values) => {
        const saved = await saveBlogPost(post.id, values);
        form.reset(formValuesOf(saved));
        client.setQueryData(queryKeys.contentPages.blogEdit(post.id), saved);
        await client.invalidateQueries({ queryKey: queryKeys.contentPages.blog });
        toast.success(t('blog.saved'));
      }}
    >
      <TextField name="blogTitle" label={t('blog.fields.title')} required />
      <div className="row g-3">
        <div className="col-md-8">
          <TextField name="slug" label={t('blog.fields.slug')} hint={t('blog.fields.slugHint')} required />
        </div>
        <div className="col-md-4">
          <SelectField name="status" label={t('blog.fields.status')} options={statuses} />
        </div>
      </div>
      <CheckboxGroupField name="blogCategories" legend={t('blog.fields.categories')} options={categories} />
      <TextareaField name="excerpt" label={t('blog.fields.excerpt')} rows={3} required />
      <TextareaField name="content" label={t('blog.fields.content')} hint={t('blog.fields.contentHint')} rows={10} required />
      <ImageUploadField name="featuredImage" legend={t('blog.fields.featuredImage')} previewAlt={t('blog.fields.featuredPreview')} />
      <SaveDiscardActions form={form} saveLabel={t('blog.save')} />
      {prompt}
    </SchemaForm>
  );
}
