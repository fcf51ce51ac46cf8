import { Moon, Sun } from 'lucide-react';
import { useT } from '../i18n/use-t';
import { useLayoutSettings } from '../layout-settings/layout-settings-store';

/**
 * Light/dark in one click (the customizer has the other skins). Back from dark it returns to the
 * skin the user had chosen (Bordered, Semi dark), not to plain Light, also after a reload.
 */
export function ThemeToggle() {
  const { t } = useT();
  const skin = useLayoutSettings((state) => state.skin);
  const set = useLayoutSettings((state) => state.set);
  const lightSkin = useLayoutSettings((state) => state.lightSkin);
  const dark = skin === 'dark';
  const toggle = () => set('skin', dark ? lightSkin : 'dark');
  return (
    <button type="button" className="btn btn-link text-body px-2" aria-pressed={dark} onClick={toggle}>
      {dark ? <Sun size={20} aria-hidden="true" /> : <Moon size={20} aria-hidden="true" />}
      <span className="visually-hidden">{t('navbar.darkMode')}</span>
    </button>
  );
}
