import { isNotFound } from '@console/auth';
import { Link, useParams } from '@console/router';
import { PageHeader, SectionCard, useFormat, LoadState } from '@console/ui';
import '../components/content-pages.css';
import { KnowledgeBaseNotFound } from '../components/kb-not-found';
import { SafeHtml } from '../components/safe-html';
import { isSlug, useKnowledgeBaseCategory, useKnowledgeBaseQuestion } from '../hooks/use-content-queries';
import { useContentPagesT } from '../i18n/use-content-pages-t';

/** One article: its sanitised content, when it was last updated, and the category's other questions. */
export default function KnowledgeBaseQuestionPage() {
  const t = useContentPagesT();
  const { date } = useFormat();
  const { category = '', question = '' } = useParams();
  const article = useKnowledgeBaseQuestion(category, question);
  const categoryData = useKnowledgeBaseCategory(category);
  // A blank slug is no article: not asked for, not a failure to retry.
  if (!isSlug(category) || !isSlug(question) || isNotFound(article.error)) return <KnowledgeBaseNotFound what="article" />;
  const crumbs = [
    { label: t('kb.title'), to: '/pages/knowledge-base' },
    { label: categoryData.data?.title ?? t('kb.category'), to: `/pages/knowledge-base/${category}` },
  ];
  return (
    <>
      {/* The page has its heading while it loads or after a failure too; the article's title once known. */}
      <PageHeader title={article.data?.title ?? t('kb.articleTitle')} breadcrumb={crumbs} />
      <LoadState query={article} loading={t('kb.loadingArticle')} failed={t('kb.articleFailed')}>
        {(data) => (
          <div className="row g-4">
            <div className="col-lg-8">
              <article className="card card-body" aria-label={data.title}>
                <p className="small text-body-secondary">{t('kb.lastUpdated', { date: date(data.lastUpdated) })}</p>
                <SafeHtml html={data.content} kind="article" className="content-article" />
              </article>
            </div>
            <div className="col-lg-4">
              <SectionCard title={t('kb.related')}>
                {data.relatedQuestions.length === 0 ? (
                  <p className="mb-0 text-body-secondary">{t('kb.noRelated')}</p>
                ) : (
                  <ul className="list-unstyled d-flex flex-column gap-2 mb-0">
                    {data.relatedQuestions.map((related) => (
                      <li key={related.id}>
                        <Link to={`/pages/knowledge-base/${category}/${related.slug}`}>{related.question}</Link>
                      </li>
                    ))}
                  </ul>
                )}
              </SectionCard>
            </div>
          </div>
        )}
      </LoadState>
    </>
  );
}
