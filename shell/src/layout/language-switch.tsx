import { useChooseLanguage } from '../i18n/choose-language';
import { useT } from '../i18n/use-t';
import { languages } from '../i18n/languages';
import { useLayoutSettings } from '../layout-settings/layout-settings-store';
import { DeferredDropdown } from './deferred-dropdown';

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
