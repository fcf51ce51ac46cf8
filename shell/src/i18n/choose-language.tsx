import { useId } from 'react';
import { toastError } from '../app/toasts';
import { useLayoutSettings } from '../layout-settings/layout-settings-store';
import { loadLanguage } from './i18n';
import { directionOf, isLanguage, languages, type LanguageCode } from './languages';
import { useT } from './use-t';

// The last language asked for: a slower download of an earlier choice must not win over it.
let latestChoice = 0;

/**
 * Chooses a language once its texts are in (the page stays in the old one meanwhile); Arabic also
 * turns the layout right to left. Texts that cannot download leave the language as it was, and
 * say so: the settings never name a language the page is not shown in.
 */
export function useChooseLanguage(): (code: LanguageCode) => void {
  const set = useLayoutSettings((state) => state.set);
  const { t } = useT();
  return (code) => {
    const choice = ++latestChoice;
    loadLanguage(code).then(
      () => {
        if (choice !== latestChoice) return;
        set('language', code);
        set('rtl', directionOf(code) === 'rtl');
      },
      (error: unknown) => {
        console.error(`The ${code} texts could not be loaded:`, error);
        if (choice === latestChoice) toastError(t('language.failed', { language: languageLabel(code) }));
      },
    );
  };
}

const languageLabel = (code: LanguageCode) => languages.find((entry) => entry.code === code)?.label ?? code;


/** The language as a labelled select (the menu overlay's and the sign-in pages'). */
export function LanguageSelect({ className = '' }: { className?: string }) {
  const { t } = useT();
  const language = useLayoutSettings((state) => state.language);
  const choose = useChooseLanguage();
  const id = useId();
  return (
    <div className={className}>
      <label className="form-label small" htmlFor={id}>
        {t('language.label')}
      </label>
      <select id={id} className="form-select form-select-sm" value={language} onChange={(event) => isLanguage(event.target.value) && choose(event.target.value)}>
        {languages.map((entry) => (
          <option key={entry.code} value={entry.code} lang={entry.code}>
            {entry.label}
          </option>
        ))}
      </select>
    </div>
  );
}
