import { toastError } from '../app/toasts';
import { loadLanguage } from '../i18n/i18n';
import { useT } from '../i18n/use-t';
import { directionOf, languages, type LanguageCode } from '../i18n/languages';
import { useLayoutSettings } from '../layout-settings/layout-settings-store';
import { DeferredDropdown } from './deferred-dropdown';

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
        if (choice === latestChoice) toastError(t('navbar.languageFailed', { language: languageLabel(code) }));
      },
    );
  };
}

const languageLabel = (code: LanguageCode) => languages.find((entry) => entry.code === code)?.label ?? code;

/** Picks the language; Arabic also turns the layout right to left. */
export function LanguageSwitch() {
  const { t } = useT();
  const language = useLayoutSettings((state) => state.language);
  const choose = useChooseLanguage();
  const current = languages.find((entry) => entry.code === language) ?? languages[0];
  return (
    <DeferredDropdown
      toggleClassName="text-body text-decoration-none"
      // The name says the language in words; the code shown is in it (as each language punctuates: "Langue : FR").
      toggle={current.code.toUpperCase()}
      toggleLabel={t('navbar.languageIs', { code: current.code.toUpperCase() })}
      menu={(Dropdown) =>
        languages.map((entry) => (
          <Dropdown.Item
            key={entry.code}
            as="button"
            lang={entry.code}
            active={entry.code === language}
            onClick={() => choose(entry.code)}
          >
            {entry.label}
          </Dropdown.Item>
        ))
      }
    />
  );
}
