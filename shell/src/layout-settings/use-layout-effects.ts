import { useEffect } from 'react';
import { switchLanguage } from '../i18n/i18n';
import { applyLayoutToDocument } from './apply-layout';
import { useLayoutSettings } from './layout-settings-store';

/** Keeps <html> (skin, direction, language) and i18next in step with the settings. */
export function useLayoutEffects(): void {
  const settings = useLayoutSettings();
  const { skin, rtl, language } = settings;
  useEffect(() => {
    void applyLayoutToDocument(useLayoutSettings.getState());
  }, [skin, rtl, language]);
  useEffect(() => {
    // The language switch has loaded the texts already; a setting from elsewhere (storage) may not.
    switchLanguage(language).catch((error: unknown) => console.error(`The ${language} texts could not be loaded:`, error));
  }, [language]);
}
