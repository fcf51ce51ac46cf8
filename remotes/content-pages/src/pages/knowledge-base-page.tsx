import { BookOpen } from 'lucide-react';
import { Link } from '@console/router';
import { EmptyState, isolate, PageHeader, LoadState, urlParam, useUrlState } from '@console/ui';
import { ContentIcon } from '../components/content-icon';
import { SearchBox } from '../components/search-box';
import { useKnowledgeBase } from '../hooks/use-content-queries';
import { useContentPagesT } from '../i18n/use-content-pages-t';

const kbParams = { q: urlParam.text() };

/** The knowledge base: its categories as a grid, searched by title and description (the search in the URL, so Back from an article keeps it). */
export default function KnowledgeBasePage() {
  const t = useContentPagesT();
  const [values, set] = useUrlState(kbParams);
  const q = values.q.trim();
  const categories = useKnowledgeBase(q);
  return (
    <>
      <PageHeader title={t('kb.title')} />
      <div className="card card-body mb-4 text-center">
        <p className="lead">{t('kb.intro')}</p>
        <SearchBox label={t('kb.search')} placeholder={t('kb.searchPlaceholder')} value={values.q} onSearch={(search) => set({ q: search }, { replace: true })} />
      </div>
      <LoadState query={categories} loading={t('kb.loading')} failed={t('kb.loadFailed')}>
        {(rows) =>
          rows.length === 0 ? (
            <EmptyState icon={BookOpen} title={t('kb.noResults', { q: isolate(q) })} action={<button type="button" className="btn btn-outline-primary" onClick={() => set({ q: '' })}>{t('kb.clearSearch')}</button>} />
          ) : (
            <ul className="list-unstyled row row-cols-1 row-cols-md-2 row-cols-xl-3 g-4" aria-label={t('kb.categories')}>
              {rows.map((category) => (
                <li key={category.id} className="col">
                  <div className="card card-body h-100 text-center">
                    <span className="text-primary-emphasis mb-2">
                      <ContentIcon name={category.icon} size={32} />
                    </span>
                    <h2 className="h5">
                      <Link to={`/pages/knowledge-base/${category.category}`} className="stretched-link">
                        {category.title}
                      </Link>
                    </h2>
                    <p className="text-body-secondary mb-0">{category.desc}</p>
                  </div>
                </li>
              ))}
            </ul>
          )
        }
      </LoadState>
    </>
  );
}
