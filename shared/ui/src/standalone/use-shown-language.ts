import { languageCodes, type LanguageCode } from '@console/contracts';
import { useTranslation } from '@console/runtime';

/** The language the page is shown in; the component re-renders when it changes. */
export function useShownLanguage(): LanguageCode {
  const { i18n } = useTranslation('ui');
  return languageCodes.find((code) => code === i18n.language) ?? 'en';
}
