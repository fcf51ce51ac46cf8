import { Link } from '@console/router';
import { NotFound } from '@console/ui';
import { useContentPagesT } from '../i18n/use-content-pages-t';

/** The kit's not-found page for an unknown category or question, with the way back to the knowledge base. */
export function KnowledgeBaseNotFound() {
  const t = useContentPagesT();
  return (
    <>
      <NotFound />
      <p className="text-center">
        <Link to="/pages/knowledge-base">{t('kb.backToKb')}</Link>
      </p>
    </>
  );
}
