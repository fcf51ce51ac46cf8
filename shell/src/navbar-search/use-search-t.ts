import { useTranslation } from 'react-i18next';
import { i18n } from '../i18n/i18n';
import './search.i18n';

/** The search's and bookmarks' texts in the current language (importing this registers them). */
export function useSearchT() {
  return useTranslation('search', { i18n });
}
