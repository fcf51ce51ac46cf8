import { ErrorState, useFailureSentence } from '@console/ui';
import { useBrands, useCategories } from '../hooks/use-taxonomy';
import { useMediaT } from '../i18n/use-media-t';

/**
 * Where brand or category names are shown or chosen: the list they come from could not be loaded.
 * Said with Retry, since the page would otherwise show a video with a brand as one without.
 * `consequence` adds what this page does meanwhile. A list loaded before and failing on a later
 * refresh still has its names: nothing is said then.
 */
export function TaxonomyFailed({ consequence }: { consequence?: string }) {
  const t = useMediaT();
  const failure = useFailureSentence();
  const brands = useBrands();
  const categories = useCategories();
  const brandsFailed = brands.isError && brands.data === undefined;
  const categoriesFailed = categories.isError && categories.data === undefined;
  if (!brandsFailed && !categoriesFailed) return null;
  const sentence = brandsFailed && categoriesFailed ? t('taxonomy.failed.both') : brandsFailed ? t('taxonomy.failed.brands') : t('taxonomy.failed.categories');
  const message = [failure(sentence, brandsFailed ? brands.error : categories.error), consequence].filter(Boolean).join(' ');
  const retry = () => {
    if (brandsFailed) void brands.refetch();
    if (categoriesFailed) void categories.refetch();
  };
  return <ErrorState message={message} onRetry={retry} />;
}
