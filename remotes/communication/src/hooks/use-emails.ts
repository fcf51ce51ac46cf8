import toast from 'react-hot-toast';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { emailQueryKeys, type DemoEmail, type EmailLabel, type EmailView, type EmailsMeta, type EmailsQuery, type EmailsResponse, type UpdateEmailsRequest } from '@console/contracts';
import { useOptimisticMutation } from '@console/ui/query';
import { fetchEmails, toggleEmailsLabel, updateEmails } from '../api/email-api';
import { useCommunicationT } from '../i18n/use-communication-t';
import { useErrorText } from '@console/ui';

const keys = emailQueryKeys;

/** The mails of a folder or label matching q, and the sidebar's counters (the last answer stays while the next loads). */
export const useEmails = (query: EmailsQuery) =>
  useQuery({ queryKey: keys.list(query), queryFn: ({ signal }) => fetchEmails(query, signal), placeholderData: keepPreviousData });

/**
 * The sidebar's counters: emailsMeta's (unread inbox, every draft, unread spam; the fields stay
 * the API's) and Starred's unread, which emailsMeta has not, counted from the starred list (the
 * same cached query as the Starred view).
 */
export function useEmailCounters(meta: EmailsMeta | undefined): Partial<Record<EmailView, number>> {
  const starred = useEmails({ folder: 'starred' });
  return { ...meta, starred: starred.data?.emails.filter((email) => !email.isRead).length };
}

type Change = UpdateEmailsRequest['dataToUpdate'];

/**
 * Star, read/unread, move and label changes on one or many mails. Star and read show at once in
 * every cached list (taken back with a toast when refused); all of them refresh every email query
 * (lists, counters, the open mail) once the server has answered.
 */
export function useEmailChanges() {
  const t = useCommunicationT();
  const refusal = useErrorText();
  const refused = (error: unknown) => refusal(error, t('email.changeRefused'));
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: keys.all });
  const flags = useOptimisticMutation<UpdateEmailsRequest, unknown, EmailsResponse | { email: DemoEmail }>({
    // The kit's toast shows the error's text as it is: it gets this remote's words for the mock's English.
    mutationFn: (body) =>
      updateEmails(body).catch((error: unknown) => {
        throw new Error(refused(error));
      }),
    queryKey: keys.all,
    apply: (data, { emailIds, dataToUpdate }) => {
      const change = (email: DemoEmail) => (emailIds.includes(email.id) ? { ...email, ...dataToUpdate } : email);
      return 'emails' in data ? { ...data, emails: data.emails.map(change) } : { email: change(data.email) };
    },
    errorMessage: t('email.changeRefused'),
  });
  const move = useMutation({ mutationFn: updateEmails, onSettled: refresh });
  const label = useMutation({ mutationFn: ({ ids, name }: { ids: number[]; name: EmailLabel }) => toggleEmailsLabel(ids, name), onSettled: refresh });
  // Said in a toast either way (the lists refresh behind it); resolves to whether it was done.
  const report = (done: Promise<unknown>, success: string) =>
    done.then(
      () => {
        toast.success(success);
        return true;
      },
      (error: unknown) => {
        toast.error(refused(error));
        return false;
      },
    );
  return {
    /** Star, read or unread: shown at once; `onDone` runs once the server has taken it (a refusal is the kit's toast). */
    setFlags: (emailIds: number[], change: Omit<Change, 'folder'>, onDone?: () => void) =>
      void flags.mutateAsync({ emailIds, dataToUpdate: change }).then(onDone, () => undefined),
    /** A move to another folder (Delete is a move to the trash); resolves once said, to whether it was done. */
    move: (emailIds: number[], change: Change, success: string) => report(move.mutateAsync({ emailIds, dataToUpdate: change }), success),
    toggleLabel: (ids: number[], name: EmailLabel, success: string) => report(label.mutateAsync({ ids, name }), success),
  };
}
