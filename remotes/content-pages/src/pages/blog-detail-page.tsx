import { Pencil } from 'lucide-react';
import { Can, isNotFound } from '@console/auth';
import { Link, useParams } from '@console/router';
import { Avatar, PageHeader, useFormat, LoadState } from '@console/ui';
import '../components/content-pages.css';
import { avatarSrc } from '../components/artwork';
import { BlogComments } from '../components/blog/blog-comments';
import { BlogPostNotFound } from '../components/blog/blog-not-found';
import { ContentImage } from '../components/content-image';
import { SafeHtml } from '../components/safe-html';
import { blogId, useBlogDetail } from '../hooks/use-blog';
import { useContentPagesT } from '../i18n/use-content-pages-t';

/** One post: featured image, author, categories, the sanitised body, its comments and the comment form. */
export default function BlogDetailPage() {
  const t = useContentPagesT();
  const { date } = useFormat();
  const id = blogId(useParams().id);
  const detail = useBlogDetail(id);
  // Only a 404 (or an id no post can have) is "not found": any other failure is the load's, with Retry.
  if (Number.isNaN(id) || isNotFound(detail.error)) return <BlogPostNotFound />;
  const loaded = detail.data?.blog;
  return (
    <>
      {/* The page has its heading while it loads or after a failure too; the post's title once known. */}
      <PageHeader
        title={loaded?.title ?? t('blog.postTitle')}
        breadcrumb={[{ label: t('blog.title'), to: '/pages/blog/list' }]}
        actions={
          loaded && (
            <Can I="update" a="Blog">
              <Link to={`/pages/blog/edit/${loaded.id}`} className="btn btn-outline-primary">
                <Pencil size={16} aria-hidden="true" /> {t('blog.edit')}
              </Link>
            </Can>
          )
        }
      />
      <LoadState query={detail} loading={t('blog.loadingPost')} failed={t('blog.postFailed')}>
        {({ blog, comments }) => (
          <div className="d-flex flex-column gap-4">
            <article className="card" aria-label={blog.title}>
              <ContentImage path={blog.img} alt={t('blog.featuredAlt', { title: blog.title })} className="content-cover card-img-top" />
              <div className="card-body d-flex flex-column gap-3">
                <p className="mb-0 d-flex flex-wrap align-items-center gap-2 text-body-secondary">
                  <Avatar fullName={blog.userFullName} src={avatarSrc(blog.avatar)} size={32} decorative />
                  {t('blog.byOn', { name: blog.userFullName, date: date(blog.blogPosted) })}
                  {blog.tags.map((tag) => (
                    <span key={tag} className="badge text-bg-light border">
                      {t(`blog.category.${tag}`)}
                    </span>
                  ))}
                </p>
                <SafeHtml html={blog.content} kind="post" className="content-article" />
              </div>
            </article>
            {/* Keyed by post: a comment typed on one post does not follow the reader to the next. */}
            <BlogComments key={blog.id} postId={blog.id} comments={comments} />
          </div>
        )}
      </LoadState>
    </>
  );
}
