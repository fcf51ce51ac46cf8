import { allows, useAbility } from '@console/auth';
import type { NavEntryMeta, RemoteMeta } from '@console/contracts';
import { Link, useLocation } from '@console/router';
import { useUiT } from '../use-ui-t';
import { metaText } from './remote-texts';
import { useShownLanguage } from './use-shown-language';

const pathOf = (to: string) => to.split(/[?#]/)[0] ?? to;

/**
 * The entry for the page shown: the one whose path is the longest start of it, so that on
 * '/distribution/actions/mine' "My actions" is current, not also "All actions".
 */
function currentEntry(entries: readonly NavEntryMeta[], pathname: string): NavEntryMeta | undefined {
  const containing = entries.filter(({ to }) => pathname === pathOf(to) || pathname.startsWith(`${pathOf(to)}/`));
  return containing.sort((a, b) => pathOf(b.to).length - pathOf(a.to).length)[0];
}

/**
 * The remote's own menu entries (its metadata's `nav`, those the signed-in user may open, in the
 * shell's order), as links: alone, without the shell's menu, its other pages are reachable too.
 * They wrap on a narrow screen.
 */
export function StandaloneNav({ meta }: { meta: RemoteMeta }) {
  const t = useUiT();
  const language = useShownLanguage();
  const ability = useAbility();
  const { pathname } = useLocation();
  const entries = meta.nav.filter((entry) => allows(ability, entry.requires)).sort((a, b) => a.order - b.order);
  if (entries.length === 0) return null;
  const current = currentEntry(entries, pathname);
  return (
    <nav aria-label={t('standaloneFrame.menu', 'Main menu')} className="px-3 pb-2">
      <ul className="nav nav-pills flex-wrap gap-1">
        {entries.map((entry) => (
          <li className="nav-item" key={entry.to}>
            <Link className={`nav-link py-1${entry === current ? ' active' : ''}`} to={entry.to} aria-current={entry === current ? 'page' : undefined}>
              {metaText(meta, language, entry.label) ?? entry.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
