import { useEffect, type Ref } from 'react';
import toast from 'react-hot-toast';
import { Heart, MessageCircle, Share2 } from 'lucide-react';
import { ProfileCommentSchema, type ProfilePost } from '@console/contracts';
import { Avatar, SchemaForm, SubmitButton, TextField, useFailureSentence, useFormat, useSchemaForm } from '@console/ui';
import { usePostActions } from '../../hooks/use-profile';
import { useContentPagesT } from '../../i18n/use-content-pages-t';
import { personValues } from '../../i18n/elision';
import { artworkSrc, avatarSrc } from '../artwork';
import { PostComments } from './post-comments';

/** Told whether a post's comment box holds text not yet sent (the feed asks before it is lost). */
export type OnCommentDraft = (postId: number, drafting: boolean) => void;

interface CommentFormProps {
  post: ProfilePost;
  onComment(text: string): Promise<void>;
  onDraft: OnCommentDraft;
}

/** A comment on the post, added under it. */
function CommentForm({ post, onComment, onDraft }: CommentFormProps) {
  const t = useContentPagesT();
  const form = useSchemaForm(ProfileCommentSchema, { comment: '' });
  // A comment being sent is still a draft: the send may fail, and leaving would lose it.
  const drafting = form.formState.isDirty;
  useEffect(() => {
    onDraft(post.id, drafting);
  }, [onDraft, post.id, drafting]);
  // A post that leaves the feed takes its box along: it no longer holds anything to lose.
  useEffect(() => () => onDraft(post.id, false), [onDraft, post.id]);
  return (
    <SchemaForm
      form={form}
      aria-label={t('profile.post.commentOn', personValues(post.username))}
      className="d-flex flex-column gap-2"
      onSubmit={async ({ comment }) => {
        await onComment(comment);
        form.reset({ comment: '' });
      }}
    >
      <TextField name="comment" label={t('profile.post.addComment')} />
      <div>
        <SubmitButton className="btn btn-sm btn-primary">{t('profile.post.postComment')}</SubmitButton>
      </div>
    </SchemaForm>
  );
}

interface PostCardProps {
  post: ProfilePost;
  onDraft: OnCommentDraft;
  /** The post's article (focusable from script): the feed focuses the first post "Load more" brings. */
  articleRef?: Ref<HTMLElement>;
}

/** One post of the feed with its like, comments and share; `onDraft` hears about its comment box. */
export function PostCard({ post, onDraft, articleRef }: PostCardProps) {
  const t = useContentPagesT();
  const { number, language, localDay: day } = useFormat();
  const actions = usePostActions();
  const failure = useFailureSentence();
  const share = async () => {
    try {
      await actions.share(post.id);
      toast.success(t('profile.post.sharedToast'));
    } catch (error) {
      // Our sentence, then why (useFailureSentence: the server's text only in English).
      toast.error(failure(t('profile.post.shareFailed'), error));
    }
  };
  return (
    <article ref={articleRef} tabIndex={-1} className="card" aria-labelledby={`post-${post.id}-author`}>
      <div className="card-body d-flex flex-column gap-3">
        <header className="d-flex align-items-center gap-2">
          <Avatar fullName={post.username} src={avatarSrc(post.avatar)} size={40} decorative />
          <div>
            <h2 id={`post-${post.id}-author`} className="h6 mb-0">
              {post.username}
            </h2>
            <time className="small text-body-secondary" dateTime={post.postTime}>
              {day(post.postTime)}
            </time>
          </div>
        </header>
        <p className="mb-0">{post.postText}</p>
        {post.postImg && <img src={artworkSrc(post.postImg)} alt={t('profile.post.image', { name: post.username })} className="content-card-image rounded" />}
        {post.postVid && <img src={artworkSrc(post.postVid)} alt={t('profile.post.videoStill', { name: post.username })} className="content-card-image rounded" />}
        <div className="d-flex flex-wrap align-items-center gap-2">
          <button type="button" className={`btn btn-sm ${post.youLiked ? 'btn-primary' : 'btn-outline-primary'}`} aria-pressed={post.youLiked} onClick={() => actions.like(post.id, !post.youLiked)}>
            <Heart size={14} aria-hidden="true" /> {t('profile.post.like')} <span className="badge text-bg-light ms-1">{number(post.likes)}</span>
          </button>
          <span className="small text-body-secondary d-inline-flex align-items-center gap-1">
            <MessageCircle size={14} aria-hidden="true" /> {t('profile.post.comments', { count: post.comments, shown: number(post.comments) })}
          </span>
          <button type="button" className="btn btn-sm btn-outline-secondary" disabled={post.youShared} onClick={() => void share()}>
            <Share2 size={14} aria-hidden="true" /> {post.youShared ? t('profile.post.shared') : t('profile.post.share')} <span className="badge text-bg-light ms-1">{number(post.shares)}</span>
          </button>
        </div>
        {post.likedUsers.length > 0 && (
          <p className="small mb-0">
            {/* The page's language joins the names ("A, B et C", "A وB وC"), not an English comma. */}
            {t('profile.post.likedBy')} <span>{new Intl.ListFormat(language, { type: 'conjunction' }).format(post.likedUsers.map((person) => person.username))}</span>
          </p>
        )}
        <PostComments post={post} />
        <CommentForm post={post} onComment={(text) => actions.comment(post.id, text)} onDraft={onDraft} />
      </div>
    </article>
  );
}
