import { Link } from '@console/router';
import { blogCategories, type BlogCategory } from '@console/contracts';
import { SectionCard, useFormat, LoadState } from '@console/ui';
import { useBlogSidebar } from '../../hooks/use-blog';
import { useContentPagesT } from '../../i18n/use-content-pages-t';
import { ContentIcon } from '../content-icon';
import { ContentImage } from '../content-image';
import { SearchBox } from '../search-box';

export interface BlogFilters {
  search: string;
  onSearch(q: string): void;
  category: BlogCategory | '';
  onCategory(category: BlogCategory | ''): void;
}

/** The blog's sidebar: search, recent posts, and the five categories as filters (pressed = applied). */
export function BlogSidebar({ search, onSearch, category, onCategory }: BlogFilters) {
  const t = useContentPagesT();
  const { date } = useFormat();
  const sidebar = useBlogSidebar();
  return (
    <div className="d-flex flex-column gap-4">
      <SearchBox label={t('blog.search')} placeholder={t('blog.searchPlaceholder')} value={search} onSearch={onSearch} />
      <SectionCard title={t('blog.categories')}>
        <div className="d-flex flex-column gap-2" role="group" aria-label={t('blog.categoryFilter')}>
          {blogCategories.map((name) => {
            const icon = sidebar.data?.categories.find((row) => row.category === name)?.icon ?? '';
            const pressed = category === name;
            return (
              <button key={name} type="button" aria-pressed={pressed} className={`btn btn-sm text-start d-flex align-items-center gap-2 ${pressed ? 'btn-primary' : 'btn-outline-secondary'}`} onClick={() => onCategory(pressed ? '' : name)}>
                <ContentIcon name={icon} size={16} /> {t(`blog.category.${name}`)}
              </button>
            );
          })}
        </div>
      </SectionCard>
      <SectionCard title={t('blog.recent')}>
        <LoadState query={sidebar} loading={t('blog.loading')} failed={t('blog.sidebarFailed')} lines={4}>
          {(data) => (
            <ul className="list-unstyled d-flex flex-column gap-3 mb-0">
              {data.recentPosts.map((post) => (
                <li key={post.id} className="d-flex gap-2 align-items-center">
                  <ContentImage path={post.img} alt={t('blog.featuredAlt', { title: post.title })} className="content-thumb rounded flex-shrink-0" />
                  <span>
                    <Link to={`/pages/blog/detail/${post.id}`} className="d-block">
                      {post.title}
                    </Link>
                    <span className="small text-body-secondary">{date(post.createdTime)}</span>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </LoadState>
      </SectionCard>
    </div>
  );
}
