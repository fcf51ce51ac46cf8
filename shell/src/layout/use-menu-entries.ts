import { allows } from '@console/auth';
import { shellPages } from '../app/shell-pages';
import { remoteLabel } from '../remotes/remote-label';
import { isMounted } from '../remotes/remote-registry';
import { useRegistryView, type RegistryView } from '../remotes/use-registry-view';

export interface MenuEntry {
  /** In the current language. */
  label: string;
  to: string;
  icon?: string;
  order: number;
  /** The remote the entry opens (for prefetching on hover); none for the shell's own pages. */
  remoteId?: string;
  /** The remote cannot be shown: the entry leads to its error card and Retry. */
  unavailable?: boolean;
}

/** The menu, drawn from the remotes' metadata (no remote code needed) and the user's ability. */
function menuEntries({ remotes, ability, t }: RegistryView): MenuEntry[] {
  const entries: MenuEntry[] = shellPages.filter((entry) => allows(ability, entry.requires)).map(({ label, to, icon, order }) => ({ label: t(label), to, icon, order }));
  for (const remote of remotes) {
    const nav = remote.meta?.nav.filter((entry) => allows(ability, entry.requires));
    if (nav && isMounted(remote)) {
      const failed = remote.load.status === 'error';
      entries.push(...nav.map((entry) => ({ ...entry, label: t(entry.label, { ns: remote.id }), remoteId: remote.id, unavailable: failed })));
    } else if (!nav || nav.length > 0) {
      // Not mounted: one entry to its error card (unless its metadata says this user may not see it).
      entries.push({ label: remoteLabel(remote, t), to: `/unavailable/${remote.id}`, icon: nav?.[0]?.icon, order: nav?.[0]?.order ?? 1000, unavailable: true });
    }
  }
  return entries.sort((a, b) => a.order - b.order);
}

/** The menu for this user in the current language; a remote that cannot be shown keeps an entry marked unavailable. */
export function useMenuEntries(): MenuEntry[] {
  return useRegistryView(menuEntries);
}
