import { ChevronsLeft, ChevronsRight } from 'lucide-react';
import { useT } from '../i18n/use-t';
import { BrandLogo, useBrand } from '../branding/brand-context';
import { useLayoutSettings } from '../layout-settings/layout-settings-store';
import { MenuLinks } from './menu-links';

/** The vertical menu (wide screens): brand, entries and the collapse toggle (kept across reloads). */
export function SideMenu() {
  const brand = useBrand();
  const { t } = useT();
  const collapsed = useLayoutSettings((state) => state.menuCollapsed);
  const semiDark = useLayoutSettings((state) => state.skin === 'semi-dark');
  const set = useLayoutSettings((state) => state.set);
  return (
    <aside className="shell-sidebar border-end" data-bs-theme={semiDark ? 'dark' : undefined} aria-label={t('menu.sidebar')}>
      <div className="shell-brand">
        <BrandLogo />
        {!collapsed && <span className="fw-semibold text-truncate">{brand.name}</span>}
      </div>
      <nav aria-label={t('menu.main')}>
        <MenuLinks collapsed={collapsed} />
      </nav>
      <button
        type="button"
        className="btn btn-sm btn-outline-secondary mt-auto collapse-toggle"
        aria-pressed={collapsed}
        onClick={() => set('menuCollapsed', !collapsed)}
      >
        {collapsed ? <ChevronsRight className="rtl-flip" size={16} aria-hidden="true" /> : <ChevronsLeft className="rtl-flip" size={16} aria-hidden="true" />}
        <span className="visually-hidden">{t('menu.collapse')}</span>
      </button>
    </aside>
  );
}
