import { useQueryClient } from '@tanstack/react-query';
import type { LanguageCode } from '@console/contracts';
import { useUiT } from '../use-ui-t';
import { isLanguage, switchStandaloneLanguage } from './standalone-language';
import { useShownLanguage } from './use-shown-language';

// Each language named in itself, as the shell's language switch does: whoever cannot read the
// current one still finds their own.
const languages: readonly { code: LanguageCode; name: string }[] = [
  { code: 'en', name: 'English' },
  { code: 'fr', name: 'Français' },
  { code: 'ar', name: 'العربية' },
];

/** Picks the language of a remote running alone; Arabic also turns the page right to left. */
export function LanguageSelect() {
  const t = useUiT();
  const language = useShownLanguage();
  const queryClient = useQueryClient();
  const choose = (code: string) => {
    if (!isLanguage(code)) return;
    switchStandaloneLanguage(code).then(
      // The API answers in the page's language: what was loaded is read again in the new one.
      (switched) => switched && void queryClient.invalidateQueries(),
      (error: unknown) => console.error(`The ${code} texts could not be loaded:`, error),
    );
  };
  return (
    <label className="d-flex align-items-center gap-2 mb-0">
      <span className="small text-body-secondary">{t('standaloneFrame.language', 'Language')}</span>
      <select className="form-select form-select-sm w-auto" value={language} onChange={(event) => choose(event.target.value)}>
        {languages.map(({ code, name }) => (
          <option key={code} value={code} lang={code}>
            {name}
          </option>
        ))}
      </select>
    </label>
  );
}
