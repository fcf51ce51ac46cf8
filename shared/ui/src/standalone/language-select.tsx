import { useQueryClient } from '@tanstack/react-query';
import { isLanguage, languages } from '@console/contracts';
import { useUiT } from '../use-ui-t';
import { switchStandaloneLanguage } from './standalone-language';
import { useShownLanguage } from './use-shown-language';

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
        {languages.map(({ code, label }) => (
          <option key={code} value={code} lang={code}>
            {label}
          </option>
        ))}
      </select>
    </label>
  );
}
