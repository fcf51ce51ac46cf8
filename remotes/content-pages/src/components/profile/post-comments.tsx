import { Heart } from 'lucide-react';
import type { ProfilePost } from '@console/contracts';
import { Avatar, useFormat } from '@console/ui';
import { usePostActions } from '../../hooks/use-profile';
import { useContentPagesT } from '../../i18n/use-content-pages-t';
import { personValues } from '../../i18n/elision';
import { avatarSrc } from '../artwork';

/** A post's comments, each with its like toggle and count (saved at once, taken back if refused). */
export function PostComments({ post }: { post: ProfilePost }) {
  const t = useContentPagesT();
  const { number } = useFormat();
  const actions = usePostActions();
  if (post.detailedComments.length === 0) return null;
  return (
    <ul className="list-unstyled d-flex flex-column gap-2 mb-0" aria-label={t('profile.post.commentList', personValues(post.username))}>
      {/* Comments have no id: their place under the post names them (they are only ever added at the end). */}
      {post.detailedComments.map((comment, index) => (
        <li key={index} className="d-flex gap-2">
          <Avatar fullName={comment.username} src={avatarSrc(comment.avatar)} size={28} decorative />
          {/* May shrink below its longest word, which breaks: a pasted link would run out of the card. */}
          <span className="flex-grow-1 min-w-0 text-break">
            <span className="fw-semibold">{comment.username}</span> {comment.comment}
          </span>
          <button type="button" className={`btn btn-sm align-self-start ${comment.youLiked ? 'btn-primary' : 'btn-outline-primary'}`} aria-pressed={comment.youLiked} onClick={() => actions.likeComment(post.id, index, !comment.youLiked)}>
            <Heart size={12} aria-hidden="true" />
            <span className="visually-hidden"> {t('profile.post.likeComment', personValues(comment.username))}</span> {number(comment.commentsLikes)}
          </button>
        </li>
      ))}
    </ul>
  );
}
