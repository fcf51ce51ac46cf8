import { useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@console/auth';
import { emailQueryKeys, type EmailPageDirection } from '@console/contracts';
import { fetchEmail, fetchNeighbour } from '../api/email-api';
import { useEmailChanges } from './use-emails';

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
  const none = query.error instanceof ApiError && query.error.status === 404;
  return { id: none ? null : (query.data?.email.id ?? null), pending: query.isPending && !none };
}

/**
 * The open mail (get-email), its neighbours (paginate-email), and reading marks it read, as the
 * template's client did (a GET never changes data on the mock).
 */
export function useOpenEmail(id: number) {
  const mail = useQuery({ queryKey: keys.detail(id), queryFn: ({ signal }) => fetchEmail(id, signal), enabled: id > 0 });
  const previous = useNeighbour(id, 'previous');
  const next = useNeighbour(id, 'next');
  const { setFlags } = useEmailChanges();
  const unread = mail.data?.email.isRead === false;
  // Once per opening: "Mark as unread" must not be undone while the mail stays open, but opening
  // it again (after the list, or another mail) reads it again.
  const marked = useRef(0);
  useEffect(() => {
    if (marked.current !== id) marked.current = 0;
    if (!unread || marked.current === id) return;
    marked.current = id;
    setFlags([id], { isRead: true });
    // setFlags is a new function each render; the mail and its state are what matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, unread]);
  return { mail, previous, next };
}
