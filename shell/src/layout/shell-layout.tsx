import { Outlet, useNavigation } from 'react-router-dom';
import { BrandLogo, useBrand } from '../branding/brand-context';
import { SideMenu } from './side-menu';
import { UserMenu } from './user-menu';

/** The frame around every signed-in page: menu, navbar and content. */
export function ShellLayout() {
  const navigation = useNavigation();
  const brand = useBrand();
  return (
    <div className="shell">
      <a className="visually-hidden-focusable shell-skip" href="#content">
        Skip to content
      </a>
      <aside className="shell-sidebar border-end bg-body">
        <div className="shell-brand">
          <BrandLogo />
          <span className="fw-semibold">{brand.name}</span>
        </div>
        <SideMenu />
      </aside>
      <div className="shell-main">
        <header className="navbar bg-body border-bottom px-3">
          <span className="navbar-text">Content management</span>
          <div className="ms-auto d-flex align-items-center gap-3">
            {navigation.state === 'loading' && (
              <span className="spinner-border spinner-border-sm text-primary" role="status" aria-label="Loading page" />
            )}
            <UserMenu />
          </div>
        </header>
        <main id="content" className="shell-content" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
    </div>
  );
}
