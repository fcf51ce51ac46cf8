import { RecordNotFound } from '@console/ui';
import { useContentPagesT } from '../../i18n/use-content-pages-t';

/**
 * A post the API does not know (404), or an id no post can have: the kit's record not-found, with
 * the way back to the blog list, instead of the console's "Page not found" and its way home.
 */
export function BlogPostNotFound() {
  const t = useContentPagesT();
  return (
    <RecordNotFound
      title={t('blog.notFound')}
      text={t('blog.notFoundTitle')}
      detail={t('blog.notFoundText')}
      back={{ label: t('blog.title'), to: '/pages/blog/list', action: t('blog.backToList') }}
    />
  );
}
