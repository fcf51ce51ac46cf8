import { useMemo } from 'react';
import { useAbility, type AppAbility } from '@console/auth';
import { useT } from '../i18n/use-t';
import { selectListing, useRemoteRegistry, type RemoteRecord } from './remote-registry';

export interface RegistryView {
  remotes: readonly RemoteRecord[];
  ability: AppAbility;
  t: ReturnType<typeof useT>['t'];
}

/**
 * Something drawn from the listed remotes' metadata for this user in the current language (the
 * menu, the searchable pages), rebuilt when the listing, the ability or the language changes.
 * `build` must be a stable (module-level) function, and read of each record only what
 * `selectListing` compares (its remotes do not change while a remote merely loads).
 */
export function useRegistryView<T>(build: (view: RegistryView) => T): T {
  const remotes = useRemoteRegistry(selectListing);
  const ability = useAbility();
  const { t, i18n } = useT();
  const language = i18n.language;
  // `language`: `t` keeps its identity when the language changes; the texts must be re-read.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => build({ remotes, ability, t }), [build, remotes, ability, t, language]);
}
