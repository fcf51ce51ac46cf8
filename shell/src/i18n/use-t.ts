import { useTranslation } from '@console/runtime';
import { i18n } from './i18n';

/** The shell's texts in the current language (importing this also sets i18next up). */
export function useT() {
  return useTranslation('shell', { i18n });
}
