import { useT } from '../i18n/use-t';
import { MenuLinks } from './menu-links';

/** The horizontal menu: the same entries in a bar under the navbar (wide screens). */
export function HorizontalMenu() {
  const { t } = useT();
  return (
    <nav className="shell-horizontal-menu border-bottom" aria-label={t('menu.main')}>
      <MenuLinks />
    </nav>
  );
}
