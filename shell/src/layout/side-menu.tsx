import { NavLink } from 'react-router-dom';
import { useMenuEntries } from './use-menu-entries';

/** The vertical menu; a remote that failed still has its entry, marked unavailable. */
export function SideMenu() {
  const entries = useMenuEntries();
  return (
    <nav aria-label="Main menu" className="shell-menu">
      <ul className="nav nav-pills flex-column gap-1">
        {entries.map((entry) => (
          <li className="nav-item" key={entry.to}>
            <NavLink to={entry.to} end={entry.to === '/'} className={({ isActive }) => `nav-link${isActive ? ' active' : ''}`}>
              {entry.label}
              {entry.unavailable && <span className="badge text-bg-danger ms-2">unavailable</span>}
              {entry.loading && <span className="spinner-border spinner-border-sm ms-2" role="status" aria-label="loading" />}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
