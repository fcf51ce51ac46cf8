import toast from 'react-hot-toast';
import { useQueryClient } from '@tanstack/react-query';
import { Can } from '@console/auth';
import { BlogCommentFormSchema, queryKeys, type BlogComment } from '@console/contracts';
import { Avatar, SchemaForm, SectionCard, SubmitButton, TextareaField, useFormat, useSchemaForm, useUnsavedChangesPrompt } from '@console/ui';
import { addBlogComment } from '../../api/content-pages-api';
import { useContentPagesT } from '../../i18n/use-content-pages-t';
import { avatarSrc } from '../artwork';

/**
 * A post's comments, oldest first, and the form to leave one (the post and the list refetch after
 * it). Leaving the page with a comment typed and not sent asks first.
 */
export function BlogComments({ postId, comments }: { postId: number; comments: readonly BlogComment[] }) {
  const t = useContentPagesT();
  const { localDay: day, number } = useFormat();
  const client = useQueryClient();
  const form = useSchemaForm(BlogCommentFormSchema, { commentText: '' });
  const { isDirty } = form.formState;
  const prompt = useUnsavedChangesPrompt(isDirty);
  return (
    <>
      <SectionCard title={t('blog.commentsTitle', { count: comments.length, shown: number(comments.length) })}>
        {comments.length === 0 ? (
          <p className="mb-0 text-body-secondary">{t('blog.noComments')}</p>
        ) : (
          <ul className="list-unstyled d-flex flex-column gap-3 mb-0">
            {comments.map((comment) => (
              <li key={comment.id} className="d-flex gap-2">
                <Avatar fullName={comment.userFullName} src={avatarSrc(comment.avatar)} size={36} decorative />
                {/* May shrink below its longest word, which breaks: a pasted link would run out of the card. */}
                <div className="min-w-0 text-break">
                  <p className="mb-0 fw-semibold">
                    {comment.userFullName} <span className="small fw-normal text-body-secondary">
                      · <time dateTime={comment.commentedAt}>{day(comment.commentedAt)}</time>
                    </span>
                  </p>
                  <p className="mb-0">{comment.commentText}</p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </SectionCard>
      {/* add-comment creates on the Blog: a reader reads the comments, with no form whose comment would be refused. */}
      <Can I="create" a="Blog">
        <SectionCard title={t('blog.leaveComment')}>
          <SchemaForm
            form={form}
            aria-label={t('blog.leaveComment')}
            onSubmit={async ({ commentText }) => {
              await addBlogComment(postId, commentText);
              form.reset({ commentText: '' });
              toast.success(t('blog.commentAdded'));
              await client.invalidateQueries({ queryKey: queryKeys.contentPages.blog });
            }}
          >
            <TextareaField name="commentText" label={t('blog.comment')} rows={4} required />
            <div>
              <SubmitButton>{t('blog.postComment')}</SubmitButton>
            </div>
          </SchemaForm>
        </SectionCard>
      </Can>
      {prompt}
    </>
  );
}
