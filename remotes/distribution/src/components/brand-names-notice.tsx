import { ErrorState, useFailureSentence } from '@console/ui';
import { useBrands } from '../hooks/use-catalogue';
import { useDistributionT } from '../i18n/use-distribution-t';

/**
 * Where brand names are shown or chosen (a Brand column or filter, a record's brand): the media
 * brands could not be loaded. Said with a Retry that asks for the brands again, since the page
 * would otherwise show brands as bare numbers and a Brand filter with no choices, without a word.
 * Brands loaded before and failing on a later refresh still have their names: nothing is said.
 */
export function BrandNamesNotice() {
  const t = useDistributionT();
  const failure = useFailureSentence();
  const brands = useBrands();
  if (!brands.isError || brands.data !== undefined) return null;
  return <ErrorState message={failure(t('brandNamesFailed'), brands.error)} onRetry={() => void brands.refetch()} />;
}
