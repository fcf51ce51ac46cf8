import { useT } from '../i18n/use-t';
import { directionOf, languages, type LanguageCode } from '../i18n/languages';
import { useLayoutSettings } from '../layout-settings/layout-settings-store';
import { DeferredDropdown } from './deferred-dropdown';

/** Chooses a language; Arabic also turns the layout right to left. */
export function useChooseLanguage(): (code: LanguageCode) => void {
  const set = useLayoutSettings((state) => state.set);
  return (code) => {
    set('language', code);
    set('rtl', directionOf(code) === 'rtl');
  };
}

/** Picks the language; Arabic also turns the layout right to left. */
export function LanguageSwitch() {
  const { t } = useT();
  const language = useLayoutSettings((state) => state.language);
  const choose = useChooseLanguage();
  const current = languages.find((entry) => entry.code === language) ?? languages[0];
  return (
    <DeferredDropdown
      toggleClassName="text-body text-decoration-none"
      toggle={
        <>
          <span className="visually-hidden">{t('navbar.language')}: </span>
          {current.code.toUpperCase()}
        </>
      }
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
