import { MessageCircle, Pencil } from 'lucide-react';
import { Can } from '@console/auth';
import { Link } from '@console/router';
import type { BlogListItem } from '@console/contracts';
import { Avatar, useFormat } from '@console/ui';
import { useContentPagesT } from '../../i18n/use-content-pages-t';
import { avatarSrc } from '../artwork';
import { ContentImage } from '../content-image';

/** A post in the list: picture, title (the link to it), author, date, categories, excerpt, comments. */
export function BlogCard({ post }: { post: BlogListItem }) {
  const t = useContentPagesT();
  const { date, number } = useFormat();
  const detail = `/pages/blog/detail/${post.id}`;
  return (
    <article className="card h-100" aria-labelledby={`blog-${post.id}-title`}>
      <ContentImage path={post.img} alt={t('blog.featuredAlt', { title: post.title })} className="content-card-image card-img-top" />
      <div className="card-body d-flex flex-column gap-2">
        <h2 id={`blog-${post.id}-title`} className="h5 mb-0">
          <Link to={detail}>{post.title}</Link>
        </h2>
        <p className="small text-body-secondary mb-0 d-flex align-items-center gap-2">
          <Avatar fullName={post.userFullName} src={avatarSrc(post.avatar)} size={24} decorative />
          {t('blog.byOn', { name: post.userFullName, date: date(post.blogPosted) })}
        </p>
        <p className="mb-0 d-flex flex-wrap gap-1">
          {post.tags.map((tag) => (
            <span key={tag} className="badge text-bg-light border">
              {t(`blog.category.${tag}`)}
            </span>
          ))}
          {post.status !== 'Published' && <span className="badge text-bg-warning">{t(`blog.status.${post.status}`)}</span>}
        </p>
        <p className="mb-0 flex-grow-1">{post.excerpt}</p>
        <div className="d-flex flex-wrap align-items-center gap-3">
          <span className="small d-inline-flex align-items-center gap-1">
            <MessageCircle size={14} aria-hidden="true" /> {t('blog.comments', { count: post.comment, shown: number(post.comment) })}
          </span>
          <Link to={detail} className="ms-auto" aria-label={t('blog.readMoreAbout', { title: post.title })}>
            {t('blog.readMore')}
          </Link>
          <Can I="update" a="Blog">
            <Link to={`/pages/blog/edit/${post.id}`} className="btn btn-sm btn-outline-primary" aria-label={t('blog.editPost', { title: post.title })}>
              <Pencil size={14} aria-hidden="true" /> {t('blog.edit')}
            </Link>
          </Can>
        </div>
      </div>
    </article>
  );
}
