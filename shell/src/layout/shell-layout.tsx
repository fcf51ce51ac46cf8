import { Outlet, useNavigation } from 'react-router-dom';
import { Toaster } from 'react-hot-toast';
import { SideMenu } from './side-menu';

/** The frame around every page: menu, navbar, content and the toasts (newest on top). */
export function ShellLayout() {
  const navigation = useNavigation();
  return (
    <div className="shell">
      <a className="visually-hidden-focusable shell-skip" href="#content">
        Skip to content
      </a>
      <aside className="shell-sidebar border-end bg-body">
        <div className="shell-brand">
          <svg viewBox="0 0 64 64" width="32" height="32" aria-hidden="true">
            <rect width="64" height="64" rx="14" fill="#5a4fcf" />
            <path d="M25 20v24l19-12z" fill="#fff" />
          </svg>
          <span className="fw-semibold">Studio Console</span>
        </div>
        <SideMenu />
      </aside>
      <div className="shell-main">
        <header className="navbar bg-body border-bottom px-3">
          <span className="navbar-text">Content management</span>
          {navigation.state === 'loading' && (
            <span className="spinner-border spinner-border-sm text-primary" role="status" aria-label="Loading page" />
          )}
        </header>
        <main id="content" className="shell-content" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
      <Toaster position="top-right" />
    </div>
  );
}
