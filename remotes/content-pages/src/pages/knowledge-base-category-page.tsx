import { ChevronRight } from 'lucide-react';
import { isNotFound } from '@console/auth';
import { Link, useParams } from '@console/router';
import { PageHeader, LoadState } from '@console/ui';
import { ContentIcon } from '../components/content-icon';
import { KnowledgeBaseNotFound } from '../components/kb-not-found';
import { isSlug, useKnowledgeBaseCategory } from '../hooks/use-content-queries';
import { useContentPagesT } from '../i18n/use-content-pages-t';

/** One knowledge-base category: its questions, each a link to its article. */
export default function KnowledgeBaseCategoryPage() {
  const t = useContentPagesT();
  const category = useParams().category ?? '';
  const query = useKnowledgeBaseCategory(category);
  // A blank slug is no category: not asked for, not a failure to retry.
  if (!isSlug(category) || isNotFound(query.error)) return <KnowledgeBaseNotFound what="category" />;
  return (
    <>
      {/* The page has its heading while it loads or after a failure too; the category's title once known. */}
      <PageHeader title={query.data?.title ?? t('kb.categoryTitle')} breadcrumb={[{ label: t('kb.title'), to: '/pages/knowledge-base' }]} />
      <LoadState query={query} loading={t('kb.loading')} failed={t('kb.loadFailed')}>
        {(data) => (
          <div className="card">
            <div className="card-body">
              <p className="d-flex align-items-center gap-2 text-body-secondary">
                <ContentIcon name={data.icon} /> {data.desc}
              </p>
              <ul className="list-group list-group-flush" aria-label={t('kb.questions')}>
                {data.questions.map((question) => (
                  <li key={question.id} className="list-group-item d-flex align-items-center gap-2">
                    <ChevronRight size={16} aria-hidden="true" className="rtl-flip" />
                    <Link to={`/pages/knowledge-base/${data.category}/${question.slug}`}>{question.question}</Link>
                  </li>
                ))}
              </ul>
            </div>
          </div>
        )}
      </LoadState>
    </>
  );
}
