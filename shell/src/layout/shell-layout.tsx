import { useEffect, useState } from 'react';
import { Outlet, useLocation } from '@console/router';
import { installDialogFocusWrap, LazyPart } from '@console/ui';
import { useT } from '../i18n/use-t';
import { useLayoutSettings } from '../layout-settings/layout-settings-store';
import { prefetchRemotesWhenIdle } from '../remotes/prefetch-remotes';
import { whenPageSettled } from '../app/page-settled';
import { NavbarSearch } from '../navbar-search';
import { Footer } from './footer';
import { HorizontalMenu } from './horizontal-menu';
import { Navbar } from './navbar';
import { ScrollToTop } from './scroll-to-top';
import { SideMenu } from './side-menu';
import { useScrollRestoration } from './use-scroll-restoration';
import { Menu, Settings } from 'lucide-react';

/**
 * The page below the frame. A new key per path replays the route transition; reading the location
 * here, not in the frame, keeps the frame still when only the query string changes.
 */
function RoutePage({ transition }: { transition: string }) {
  const { pathname } = useLocation();
  return (
    <div key={pathname} className={`route-transition transition-${transition}`}>
      <Outlet />
    </div>
  );
}

// The theme customizer (its offcanvas and every setting's control) loads on its first opening.
const loadCustomizer = () => import('./customizer').then(({ Customizer }) => Customizer);

/**
 * Hiding or showing the navbar (or Reset) in the customizer swaps the button that opened it for the
 * other one (the navbar's, the floating one). The panel gives the focus back to the button it was
 * opened from, which may be gone by then: it goes to the one there now (the same button otherwise).
 */
function refocusCustomizerOpener() {
  document.querySelector<HTMLElement>('[data-opens="customizer"]')?.focus();
}
// The overlay menu (react-bootstrap's Offcanvas) is off the first paint too: fetched once the page
// has settled, so that its first opening does not wait for the network.
const loadOverlayMenu = () => import('./overlay-menu').then(({ OverlayMenu }) => OverlayMenu);

/** The frame around every signed-in page, shaped by the layout settings. */
export function ShellLayout() {
  const { t } = useT();
  const layout = useLayoutSettings();
  const [menuOpen, setMenuOpen] = useState(false);
  const [customizerOpen, setCustomizerOpen] = useState(false);
  useScrollRestoration();
  useEffect(installDialogFocusWrap, []);
  // The page's own remote is loaded; the others (and the overlay menu's code) follow once the page
  // has its data on screen.
  useEffect(
    () =>
      whenPageSettled(() => {
        prefetchRemotesWhenIdle();
        void loadOverlayMenu().catch(() => undefined);
      }),
    [],
  );
  const vertical = layout.menuType === 'vertical' && !layout.menuHidden;
  const navbarHidden = layout.navbarType === 'hidden';
  const classes = [
    'shell',
    `menu-${layout.menuHidden ? 'hidden' : layout.menuType}`,
    layout.menuCollapsed && 'menu-collapsed',
    `navbar-${layout.navbarType}`,
    `footer-${layout.footerType}`,
    `content-${layout.contentWidth}`,
    `skin-${layout.skin}`,
  ].filter(Boolean);

  return (
    <div className={classes.join(' ')}>
      <a className="visually-hidden-focusable shell-skip" href="#content">
        {t('layout.skipToContent')}
      </a>
      {vertical && <SideMenu />}
      <div className="shell-main">
        {!navbarHidden && (
          <Navbar showBrand={!vertical} onOpenMenu={() => setMenuOpen(true)} onOpenCustomizer={() => setCustomizerOpen(true)} />
        )}
        {layout.menuType === 'horizontal' && !layout.menuHidden && <HorizontalMenu />}
        <main id="content" className="shell-content" tabIndex={-1}>
          <RoutePage transition={layout.routerTransition} />
        </main>
        {layout.footerType !== 'hidden' && <Footer />}
      </div>
      {navbarHidden && (
        // What the hidden navbar offered, kept within reach: the menu (with language and Log out),
        // the search (and with it Ctrl K, which no other part of the page listens for) and the layout settings.
        <>
          <NavbarSearch floating />
          <button type="button" className="btn btn-primary menu-fab" onClick={() => setMenuOpen(true)}>
            <Menu size={20} aria-hidden="true" />
            <span className="visually-hidden">{t('navbar.openMenu')}</span>
          </button>
          <button type="button" className="btn btn-primary customizer-fab" data-opens="customizer" onClick={() => setCustomizerOpen(true)}>
            <Settings size={20} aria-hidden="true" />
            <span className="visually-hidden">{t('navbar.customizer')}</span>
          </button>
        </>
      )}
      <LazyPart
        load={loadOverlayMenu}
        wanted={menuOpen}
        onFailed={() => setMenuOpen(false)}
        props={{ show: menuOpen, onHide: () => setMenuOpen(false), withAccount: navbarHidden }}
      />
      <LazyPart
        load={loadCustomizer}
        wanted={customizerOpen}
        onFailed={() => setCustomizerOpen(false)}
        props={{ show: customizerOpen, onHide: () => setCustomizerOpen(false), onExited: refocusCustomizerOpener }}
      />
      {layout.scrollToTop && <ScrollToTop />}
    </div>
  );
}
