import { useMemo } from 'react';
import { allows, useAbility } from '@console/auth';
import { remoteCatalogue, type NavEntry, type RemoteId } from '@console/contracts';
import { useRemoteRegistry } from '../remotes/remote-registry';

export interface MenuEntry extends Pick<NavEntry, 'label' | 'to' | 'icon'> {
  /** The remote failed to load: the entry still leads to its error card and Retry. */
  unavailable?: boolean;
  loading?: boolean;
}

// The shell's own pages, with the permission each needs (the same rules guard the routes).
const shellEntries: (NavEntry & { order: number })[] = [
  { label: 'Home', to: '/', icon: 'home', order: 0, requires: { action: 'read', subject: 'Dashboard' } },
  { label: 'Access Control', to: '/access-control', order: 900, requires: { action: 'read', subject: 'ACL' } },
];

/** The menu, built from the loaded remotes' nav entries and filtered by the user's ability. */
export function useMenuEntries(): MenuEntry[] {
  const remotes = useRemoteRegistry((registry) => registry.remotes);
  const locations = useRemoteRegistry((registry) => registry.locations);
  const ability = useAbility();
  return useMemo(() => {
    const entries: (MenuEntry & { order: number })[] = shellEntries.filter((entry) => allows(ability, entry.requires));
    for (const id of Object.keys(locations) as RemoteId[]) {
      const state = remotes[id];
      const fallback = { label: remoteCatalogue[id].label, to: remoteCatalogue[id].basePath, order: 1000 };
      if (state?.status === 'ready') {
        entries.push(...state.module.nav.filter((entry) => allows(ability, entry.requires)));
      } else {
        entries.push({ ...fallback, unavailable: state?.status === 'error', loading: state?.status !== 'error' });
      }
    }
    return entries.sort((a, b) => a.order - b.order);
  }, [remotes, locations, ability]);
}
