import { emailLabels, emailViews, type EmailLabel, type EmailView, type EmailsQuery } from '@console/contracts';
import { urlParam, useUrlState } from '@console/ui';

// At module level: the schema is a dependency of the hook. folder '' = the inbox, unless a label is chosen.
// compose: an address the compose panel is open to (the navbar search's contacts and files lead
// here); subject: the subject it starts with (a file asked for from its author).
const emailParams = { folder: urlParam.oneOf(emailViews), label: urlParam.oneOf(emailLabels), q: urlParam.text(), mail: urlParam.int(0), compose: urlParam.text(), subject: urlParam.text() };

/** The email app's state in the URL: folder, label, search and the open mail (0: none). */
export function useEmailView() {
  const [values, set] = useUrlState(emailParams);
  const folder: EmailView | '' = values.folder || (values.label ? '' : 'inbox');
  const query: EmailsQuery = { q: values.q.trim() || undefined, folder: folder || undefined, label: values.label || undefined };
  return {
    ...values,
    /** The folder shown ('' while a label is shown across folders). */
    folder,
    query,
    showFolder: (next: EmailView) => set({ folder: next === 'inbox' ? '' : next, label: '', mail: 0 }),
    showLabel: (label: EmailLabel) => set({ label, folder: '', mail: 0 }),
    search: (q: string) => set({ q, mail: 0 }, { replace: true }),
    open: (mail: number) => set({ mail }),
    /** Another mail in place of the open one (previous/next): Back still returns to the list. */
    replaceOpen: (mail: number) => set({ mail }, { replace: true }),
    close: () => set({ mail: 0 }),
    /** The panel opened to an address closed: Back does not open it again. */
    composeDone: () => set({ compose: '', subject: '' }, { replace: true }),
  };
}

export type EmailViewState = ReturnType<typeof useEmailView>;
