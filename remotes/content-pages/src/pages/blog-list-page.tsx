import { Newspaper } from 'lucide-react';
import { blogCategories, blogPostsPerPage } from '@console/contracts';
import { EmptyState, LoadState, PageHeader, Pagination, urlParam, useUrlState } from '@console/ui';
import { useLastPageWhenPastEnd } from '@console/ui/query';
import '../components/content-pages.css';
import { BlogCard } from '../components/blog/blog-card';
import { BlogSidebar } from '../components/blog/blog-sidebar';
import { useBlogList } from '../hooks/use-blog';
import { useContentPagesT } from '../i18n/use-content-pages-t';

const listParams = { q: urlParam.text(), category: urlParam.oneOf(blogCategories), page: urlParam.int(1) };

/** The blog: posts a page at a time, with the sidebar's search, recent posts and category filters (all in the URL). */
export default function BlogListPage() {
  const t = useContentPagesT();
  const [values, set] = useUrlState(listParams, { pageKey: 'page' });
  const list = useBlogList({ q: values.q.trim(), category: values.category });
  const clear = () => set({ q: '', category: '' });
  // A page past the end (an old link, a hand-edited address) shows the last page and says so in
  // the address too, as the other lists do.
  const posts = list.data;
  const askedRows = posts?.slice((values.page - 1) * blogPostsPerPage, values.page * blogPostsPerPage).length ?? 0;
  useLastPageWhenPastEnd(posts ? { rows: askedRows, total: posts.length } : undefined, { page: values.page, perPage: blogPostsPerPage }, set);

  return (
    <>
      <PageHeader title={t('blog.title')} />
      <div className="row g-4">
        <div className="col-lg-8">
          <LoadState query={list} loading={t('blog.loading')} failed={t('blog.loadFailed')}>
            {(posts) => {
              if (posts.length === 0) {
                return <EmptyState icon={Newspaper} title={t('blog.noResults')} action={<button type="button" className="btn btn-outline-primary" onClick={clear}>{t('blog.clearFilters')}</button>} />;
              }
              const page = Math.min(values.page, Math.ceil(posts.length / blogPostsPerPage));
              const shown = posts.slice((page - 1) * blogPostsPerPage, page * blogPostsPerPage);
              return (
                <>
                  <ul className="list-unstyled row row-cols-1 row-cols-md-2 g-4" aria-label={t('blog.posts')}>
                    {shown.map((post) => (
                      <li key={post.id} className="col">
                        <BlogCard post={post} />
                      </li>
                    ))}
                  </ul>
                  <Pagination page={page} perPage={blogPostsPerPage} total={posts.length} onPageChange={(next) => set({ page: next })} itemLabel={t('blog.itemLabel')} label={t('blog.pages')} />
                </>
              );
            }}
          </LoadState>
        </div>
        <aside className="col-lg-4" aria-label={t('blog.sidebar')}>
          <BlogSidebar search={values.q} onSearch={(q) => set({ q }, { replace: true })} category={values.category} onCategory={(category) => set({ category })} />
        </aside>
      </div>
    </>
  );
}
