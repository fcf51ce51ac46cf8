import { NavLink } from '@console/router';
import { useT } from '../i18n/use-t';
import { prefetchRemote } from '../remotes/prefetch-remotes';
import { NavIcon } from './nav-icon';
import { useMenuEntries } from './use-menu-entries';

/**
 * The menu's entries as links (the vertical, horizontal and overlay menus all use these). A
 * collapsed menu shows icons only; each link keeps its name for assistive tech and a tooltip.
 * Hovering or focusing a remote's entry loads it ahead of the click.
 */
export function MenuLinks({ collapsed = false, onNavigate }: { collapsed?: boolean; onNavigate?: () => void }) {
  const entries = useMenuEntries();
  const { t } = useT();
  return (
    <ul className="nav nav-pills menu-links">
      {entries.map((entry) => {
        const prefetch = entry.remoteId && !entry.unavailable ? () => prefetchRemote(entry.remoteId ?? '', entry.to) : undefined;
        return (
          <li className="nav-item" key={entry.to}>
            <NavLink
              to={entry.to}
              end={entry.to === '/'}
              title={collapsed ? (entry.unavailable ? `${entry.label} · ${t('menu.unavailable')}` : entry.label) : undefined}
              onClick={onNavigate}
              onMouseEnter={prefetch}
              onFocus={prefetch}
              className={({ isActive }) => `nav-link d-flex align-items-center gap-2${isActive ? ' active' : ''}`}
            >
              <NavIcon name={entry.icon} />
              <span className={collapsed ? 'visually-hidden' : 'menu-link-label'}>{entry.label}</span>
              {/* Collapsed, the column holds an icon only: a red dot marks it, the word stays for assistive tech. */}
              {entry.unavailable && (collapsed ? <span className="menu-unavailable-dot" aria-hidden="true" /> : <span className="badge text-bg-danger">{t('menu.unavailable')}</span>)}
              {entry.unavailable && collapsed && <span className="visually-hidden">{t('menu.unavailable')}</span>}
            </NavLink>
          </li>
        );
      })}
    </ul>
  );
}
