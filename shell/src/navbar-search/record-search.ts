import { allows, apiRequest } from '@console/auth';
import { isRecord, mainSearchGroupLimit, recordPath, recordText, type RecordSearchMeta } from '@console/contracts';
import { isMounted } from '../remotes/remote-registry';
import { useRegistryView, type RegistryView } from '../remotes/use-registry-view';

/** One record search a listed remote declares, that this user may run, its heading in the current language. */
export interface RecordSource {
  /** Unique among the sources: the remote's id and the search's place in its metadata. */
  key: string;
  label: string;
  meta: RecordSearchMeta;
}

/** A record found: its name, the detail shown after it, and its page. */
export interface FoundRecord {
  title: string;
  detail: string;
  to: string;
}

function recordSources({ remotes, ability, t }: RegistryView): RecordSource[] {
  // As for pages: a remote that failed to load would answer its record's page with an error card.
  return remotes.flatMap((remote) =>
    isMounted(remote) && remote.load.status !== 'error'
      ? (remote.meta.records ?? []).flatMap((meta, index) =>
          allows(ability, meta.requires) ? [{ key: `${remote.id}-${index}`, label: t(meta.group, { ns: remote.id }), meta }] : [],
        )
      : [],
  );
}

/** The record searches of the listed remotes this user may run, rebuilt as the listing, ability or language changes. */
export function useRecordSources(): RecordSource[] {
  return useRegistryView(recordSources);
}

/**
 * The records an answer holds, as the search lists them: at most spec §9's 4, and none without a
 * name or a full path (a record the server sent half of leads nowhere, so it is left out).
 */
export function foundRecords(meta: RecordSearchMeta, answer: unknown): FoundRecord[] {
  const records = meta.list === undefined ? answer : isRecord(answer) ? answer[meta.list] : undefined;
  if (!Array.isArray(records)) throw new Error(`The answer of ${meta.api} has no list of records`);
  return records.flatMap((record: unknown) => {
    if (!isRecord(record)) return [];
    const title = recordText(meta.title, record);
    const to = recordPath(meta.to, record);
    if (title === undefined || to === undefined) return [];
    return [{ title, detail: (meta.detail && recordText(meta.detail, record)) ?? '', to }];
  }).slice(0, mainSearchGroupLimit);
}

/** Asks one source for the records matching `q`. */
export async function searchRecords(meta: RecordSearchMeta, q: string, signal?: AbortSignal): Promise<FoundRecord[]> {
  const answer = await apiRequest<unknown>(meta.api, { query: { ...meta.params, [meta.textParam ?? 'q']: q }, signal });
  return foundRecords(meta, answer);
}
