import { NavLink } from 'react-router-dom';
import { useT } from '../i18n/use-t';
import { NavIcon } from './nav-icon';
import { useMenuEntries } from './use-menu-entries';

/**
 * The menu's entries as links (the vertical, horizontal and overlay menus all use these). A
 * collapsed menu shows icons only; each link keeps its name for assistive tech and a tooltip.
 */
export function MenuLinks({ collapsed = false, onNavigate }: { collapsed?: boolean; onNavigate?: () => void }) {
  const entries = useMenuEntries();
  const { t } = useT();
  return (
    <ul className="nav nav-pills menu-links">
      {entries.map((entry) => {
        const label = t(`menu.${entry.to}`, { defaultValue: entry.label });
        return (
          <li className="nav-item" key={entry.to}>
            <NavLink
              to={entry.to}
              end={entry.to === '/'}
              title={collapsed ? label : undefined}
              onClick={onNavigate}
              className={({ isActive }) => `nav-link d-flex align-items-center gap-2${isActive ? ' active' : ''}`}
            >
              <NavIcon name={entry.icon ?? (entry.to === '/access-control' ? 'shield' : undefined)} />
              <span className={collapsed ? 'visually-hidden' : 'text-truncate'}>{label}</span>
              {entry.unavailable && <span className="badge text-bg-danger">{t('menu.unavailable')}</span>}
              {entry.loading && <span className="spinner-border spinner-border-sm" role="status" aria-label={t('menu.loading')} />}
            </NavLink>
          </li>
        );
      })}
    </ul>
  );
}
