import { useT } from '../i18n/use-t';
import { useLayoutSettings } from '../layout-settings/layout-settings-store';
import { Moon, Sun } from 'lucide-react';

/** Light/dark in one click (the customizer has the other skins). */
export function ThemeToggle() {
  const { t } = useT();
  const dark = useLayoutSettings((state) => state.skin === 'dark');
  const set = useLayoutSettings((state) => state.set);
  return (
    <button type="button" className="btn btn-link text-body px-2" aria-pressed={dark} onClick={() => set('skin', dark ? 'light' : 'dark')}>
      {dark ? <Sun size={20} aria-hidden="true" /> : <Moon size={20} aria-hidden="true" />}
      <span className="visually-hidden">{t('navbar.darkMode')}</span>
    </button>
  );
}
