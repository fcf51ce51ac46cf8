import { remoteNameKey } from '@console/contracts';
import { useT } from '../i18n/use-t';
import type { ListedRemote } from './remote-listing';

type TextsFn = ReturnType<typeof useT>['t'];

/** 'content-pages' → 'Content pages': a name for a remote whose metadata could not be read. */
export function humanizeId(id: string): string {
  const words = id.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The remote's name in `t`'s language: its metadata's name (or first menu label), else its id. */
export function remoteLabel(remote: ListedRemote | undefined, t: TextsFn, fallbackId = ''): string {
  const key = remote?.meta && remoteNameKey(remote.meta);
  const fallback = humanizeId(remote?.id ?? fallbackId);
  return key && remote ? t(key, { ns: remote.id, defaultValue: fallback }) : fallback;
}

/** The remote's name in the current language (`remoteLabel`). */
export function useRemoteLabel(remote: ListedRemote | undefined, fallbackId = ''): string {
  const { t } = useT();
  return remoteLabel(remote, t, fallbackId);
}
