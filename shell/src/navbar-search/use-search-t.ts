import { useTranslation } from '@console/runtime';
import { i18n } from '../i18n/i18n';

/** The search's and bookmarks' texts in the current language (navbar-search/i18n, loaded per language). */
export function useSearchT() {
  return useTranslation('search', { i18n });
}
