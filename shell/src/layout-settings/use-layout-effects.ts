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
    void switchLanguage(language);
  }, [language]);
}
