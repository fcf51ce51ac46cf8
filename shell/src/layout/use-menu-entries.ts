import { useMemo } from 'react';
import { allows, useAbility } from '@console/auth';
import type { NavEntryMeta, Permission } from '@console/contracts';
import { useT } from '../i18n/use-t';
import { humanizeId } from '../remotes/remote-label';
import { isMounted, useRemoteRegistry } from '../remotes/remote-registry';

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

// The shell's own pages, with the permission each needs (the same rules guard the routes).
const shellEntries: (NavEntryMeta & { requires: Permission })[] = [
  { label: 'menu.home', to: '/', icon: 'home', order: 0, requires: { action: 'read', subject: 'Dashboard' } },
  { label: 'menu.accessControl', to: '/access-control', icon: 'shield', order: 900, requires: { action: 'read', subject: 'ACL' } },
];

/**
 * The menu, drawn from the remotes' metadata (no remote code needed) and the user's ability; a
 * remote that cannot be shown keeps an entry marked unavailable.
 */
export function useMenuEntries(): MenuEntry[] {
  const remotes = useRemoteRegistry((registry) => registry.remotes);
  const ability = useAbility();
  const { t, i18n } = useT();
  const language = i18n.language;
  return useMemo(() => {
    const entries: MenuEntry[] = shellEntries.filter((entry) => allows(ability, entry.requires)).map((entry) => ({ ...entry, label: t(entry.label) }));
    for (const remote of remotes) {
      const nav = remote.meta?.nav.filter((entry) => allows(ability, entry.requires));
      if (nav && isMounted(remote)) {
        const failed = remote.load.status === 'error';
        entries.push(...nav.map((entry) => ({ ...entry, label: t(entry.label, { ns: remote.id }), remoteId: remote.id, unavailable: failed })));
      } else if (!nav || nav.length > 0) {
        // Not mounted: one entry to its error card (unless its metadata says this user may not see it).
        const label = nav?.[0] ? t(nav[0].label, { ns: remote.id }) : humanizeId(remote.id);
        entries.push({ label, to: `/unavailable/${remote.id}`, icon: nav?.[0]?.icon, order: nav?.[0]?.order ?? 1000, unavailable: true });
      }
    }
    return entries.sort((a, b) => a.order - b.order);
    // `language`: the labels are re-read when it changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [remotes, ability, t, language]);
}
