import { RecordNotFound } from '@console/ui';
import { useContentPagesT } from '../i18n/use-content-pages-t';

/**
 * A category or an article the knowledge base does not have (or a blank slug): said in its own
 * words, with the way back to the knowledge base, as every record page says it (the kit's RecordNotFound).
 */
export function KnowledgeBaseNotFound({ what }: { what: 'category' | 'article' }) {
  const t = useContentPagesT();
  const category = what === 'category';
  return (
    <RecordNotFound
      title={t(category ? 'kb.notFoundCategory' : 'kb.notFoundArticle')}
      text={t(category ? 'kb.notFoundCategoryTitle' : 'kb.notFoundArticleTitle')}
      detail={t('kb.notFoundText')}
      back={{ label: t('kb.title'), to: '/pages/knowledge-base', action: t('kb.backToKb') }}
    />
  );
}
