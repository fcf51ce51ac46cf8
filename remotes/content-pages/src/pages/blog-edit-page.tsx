import { isNotFound } from '@console/auth';
import { useParams } from '@console/router';
import { PageHeader, LoadState } from '@console/ui';
import '../components/content-pages.css';
import { BlogEditForm } from '../components/blog/blog-edit-form';
import { BlogPostNotFound } from '../components/blog/blog-not-found';
import { blogId, useBlogEdit } from '../hooks/use-blog';
import { useContentPagesT } from '../i18n/use-content-pages-t';

/** Edit a post: title, slug (following the title until typed by hand), status, categories, excerpt, content, featured image. */
export default function BlogEditPage() {
  const t = useContentPagesT();
  const id = blogId(useParams().id);
  const post = useBlogEdit(id);
  // Only a 404 (or an id no post can have) is "not found": any other failure is the load's, with Retry.
  if (Number.isNaN(id) || isNotFound(post.error)) return <BlogPostNotFound />;
  const blogCrumb = { label: t('blog.title'), to: '/pages/blog/list' };
  return (
    <>
      {/* The page has its heading while it loads or after a failure too; the post's crumb once it is known. */}
      <PageHeader title={t('blog.editTitle')} breadcrumb={post.data ? [blogCrumb, { label: post.data.blogTitle, to: `/pages/blog/detail/${post.data.id}` }] : [blogCrumb]} />
      <LoadState query={post} loading={t('blog.loadingPost')} failed={t('blog.postFailed')}>
        {(data) => (
          <div className="card card-body">
            {/* A fresh form per post: its defaults are that post's values. */}
            <BlogEditForm key={data.id} post={data} />
          </div>
        )}
      </LoadState>
    </>
  );
}
