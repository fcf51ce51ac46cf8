import { useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { isNotFound } from '@console/auth';
import { emailQueryKeys, type DemoEmail, type EmailPageDirection } from '@console/contracts';
import { fetchEmail, fetchNeighbour } from '../api/email-api';
import { useEmailChanges } from './use-emails';
import { useEmailRights } from './use-email-rights';

const keys = emailQueryKeys;

/** The mail before or after `id` in its folder (fetched ahead, so the move is instant); null: there is none. */
function useNeighbour(id: number, dir: EmailPageDirection) {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: keys.neighbour(id, dir),
    enabled: id > 0,
    queryFn: async ({ signal }) => {
      const answer = await fetchNeighbour(id, dir, signal);
      // The neighbour is the whole mail: opening it needs no second request.
      client.setQueryData(keys.detail(answer.email.id), answer);
      return answer;
    },
  });
  const none = isNotFound(query.error);
  return { id: none ? null : (query.data?.email.id ?? null), pending: query.isPending && !none };
}

/**
 * The mails either side of `id` in the list on screen (undefined: still loading); null at either
 * end. A mail that leaves the list while open (un-starred in Starred, its label taken off in the
 * label's view) keeps the neighbours it had there, so Previous and Next still lead on from it.
 */
function useListNeighbours(emails: readonly DemoEmail[] | undefined | null, id: number) {
  const at = emails ? emails.findIndex((email) => email.id === id) : -1;
  const listed = at >= 0;
  const around = { id, previous: emails?.[at - 1]?.id ?? null, next: emails?.[at + 1]?.id ?? null };
  // The open mail's neighbours when last listed, forgotten once another mail (or none) is open. Set
  // during render, React's way to keep a value from earlier renders.
  const [kept, keep] = useState<typeof around | null>(null);
  const stale = listed ? kept?.id !== id || kept.previous !== around.previous || kept.next !== around.next : kept !== null && kept.id !== id;
  if (stale) keep(listed ? around : null);
  const known = listed ? around : kept?.id === id ? kept : null;
  const pending = emails === undefined && !known;
  return { previous: { id: known?.previous ?? null, pending }, next: { id: known?.next ?? null, pending } };
}

/**
 * The open mail (get-email), its neighbours, and reading marks it read, as the template's client
 * did (a GET never changes data on the mock), when the user may change mails. `listed`: the list
 * the user pages through (the starred, label and search views, which paginate-email does not
 * know: it pages the mail's own folder); null: paginate-email.
 */
export function useOpenEmail(id: number, listed: readonly DemoEmail[] | undefined | null = null) {
  const mail = useQuery({ queryKey: keys.detail(id), queryFn: ({ signal }) => fetchEmail(id, signal), enabled: id > 0 });
  const byFolder = listed === null;
  const inFolder = { previous: useNeighbour(byFolder ? id : 0, 'previous'), next: useNeighbour(byFolder ? id : 0, 'next') };
  const inList = useListNeighbours(listed, id);
  const { previous, next } = byFolder ? inFolder : inList;
  const { setFlags } = useEmailChanges();
  // Reading marks read only for whoever may change a mail: for a reader, update-emails is refused.
  const { change: mayChange } = useEmailRights();
  const loaded = mail.data?.email.id === id;
  const unread = loaded && mail.data?.email.isRead === false;
  // Once per opening, when the mail is first there: "Mark as unread" must not be undone while the
  // mail stays open (also when it was read already on opening, e.g. reached by Next), but opening
  // it again (after the list, or another mail) reads it again.
  const opened = useRef(0);
  useEffect(() => {
    if (opened.current !== id) opened.current = 0;
    if (!loaded || opened.current === id) return;
    opened.current = id;
    if (unread && mayChange) setFlags([id], { isRead: true });
    // setFlags is a new function each render; the mail and its state are what matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, loaded, unread, mayChange]);
  return { mail, previous, next };
}
