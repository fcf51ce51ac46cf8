import { useNavigation } from '@console/router';
import { useT } from '../i18n/use-t';
import { BrandLogo, useBrand } from '../branding/brand-context';
import { NavbarBookmarks, NavbarSearch } from '../navbar-search';
import { NavbarWidgets } from '../remotes/navbar-widgets';
import { LanguageSwitch } from './language-switch';
import { ThemeToggle } from './theme-toggle';
import { UserMenu } from './user-menu';
import { Menu, Settings } from 'lucide-react';

interface NavbarProps {
  /** The brand shows here when no vertical menu carries it. */
  showBrand: boolean;
  onOpenMenu(): void;
  onOpenCustomizer(): void;
}

/** The top bar: menu button (narrow screens), search, bookmarks, language, dark mode, customizer, user. */
export function Navbar({ showBrand, onOpenMenu, onOpenCustomizer }: NavbarProps) {
  const { t } = useT();
  const brand = useBrand();
  const navigation = useNavigation();
  return (
    <header className="shell-navbar navbar bg-body border-bottom px-2 px-sm-3 gap-1 gap-sm-2">
      <button type="button" className="btn btn-link text-body menu-toggle px-2" onClick={onOpenMenu}>
        <Menu size={20} aria-hidden="true" />
        <span className="visually-hidden">{t('navbar.openMenu')}</span>
      </button>
      {showBrand && (
        <span className="navbar-brand d-flex align-items-center gap-2 me-0">
          <BrandLogo size={28} /> <span className="d-none d-sm-inline">{brand.name}</span>
        </span>
      )}
      <NavbarSearch />
      {/* From xl only: beside the sidebar, a narrower navbar has no room for them (Arabic labels
          pushed the page wider than the screen at 1024 px); search (Ctrl K) finds every page. */}
      <div className="d-none d-xl-flex">
        <NavbarBookmarks />
      </div>
      <div className="ms-auto d-flex flex-wrap justify-content-end align-items-center gap-1">
        {navigation.state === 'loading' && <span className="spinner-border spinner-border-sm text-primary" role="status" aria-label={t('layout.loadingPage')} />}
        <NavbarWidgets />
        <LanguageSwitch />
        <ThemeToggle />
        <button type="button" className="btn btn-link text-body px-2" data-opens="customizer" onClick={onOpenCustomizer}>
          <Settings size={20} aria-hidden="true" />
          <span className="visually-hidden">{t('navbar.customizer')}</span>
        </button>
        <UserMenu />
      </div>
    </header>
  );
}
