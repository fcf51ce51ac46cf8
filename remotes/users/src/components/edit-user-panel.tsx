import { useCallback, useState, type RefObject } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { NewUserSchema, queryKeys, type NewUser, type User } from '@console/contracts';
import { isolate, OffcanvasForm, useOpenRecord, useRecordForm } from '@console/ui';
import { updateUser } from '../api/users-api';
import { useUsersT } from '../i18n/use-users-t';
import { UserFields } from './user-fields';

const updateUsers = { action: 'update', subject: 'User' } as const;

/** The form's values: the user's fields without the id (the form reads them once, as it mounts). */
const fieldsOf = ({ id: _id, ...fields }: User): NewUser => fields;

interface EditUserPanelProps {
  user: User;
  /** Mount it anew (a key) for each opening: its form starts from `user` as it mounts. */
  show: boolean;
  onHide(): void;
  /** Where the focus goes when the opener is gone after the save (a row the filters now hide). */
  fallbackFocus?: RefObject<HTMLElement | null>;
}

/**
 * The side panel to edit a user: every field, checked by the schema the server uses. A saved user
 * is shown at once on their page, and every users query (lists, counts) and the tasks (which name
 * their assignee) are refetched, here and in any remote.
 */
export function EditUserPanel({ user, show, onHide, fallbackFocus }: EditUserPanelProps) {
  const form = useRecordForm(NewUserSchema, fieldsOf(user));
  const client = useQueryClient();
  const t = useUsersT();
  return (
    <OffcanvasForm
      show={show}
      fallbackFocus={fallbackFocus}
      title={t('edit.title')}
      submitLabel={t('edit.submit')}
      submitRequires={updateUsers}
      form={form}
      onSubmit={async (values) => {
        const saved = await updateUser(user.id, values);
        client.setQueryData(queryKeys.users.detail(saved.id), saved);
        void client.invalidateQueries({ queryKey: queryKeys.tasks.all });
        // The panel closes once the lists shown have refetched: a row the filters no longer match
        // is gone by then, so the focus goes to `fallbackFocus` rather than with the row.
        await client.invalidateQueries({ queryKey: queryKeys.users.all });
        toast.success(t('edit.saved', { name: isolate(saved.fullName) }));
      }}
      onHide={onHide}
    >
      <UserFields />
    </OffcanvasForm>
  );
}

/**
 * Edit for a page: `edit(user)` opens the panel on that user, and `panel` is what to render (kept
 * while it slides out, so the focus can go back; each opening starts afresh). `shown`, the users
 * the page shows as its queries refresh them: the open panel follows the user there (a save in
 * another tab), keeping what was typed (useRecordForm); a user the page no longer shows stays as last seen.
 */
export function useUserEditor(fallbackFocus?: RefObject<HTMLElement | null>, shown?: readonly User[]) {
  const [user, setUser] = useOpenRecord<User>(shown, null);
  const [showing, setShowing] = useState({ open: false, opening: 0 });
  const edit = useCallback((next: User) => {
    setUser(next);
    setShowing(({ opening }) => ({ open: true, opening: opening + 1 }));
  }, [setUser]);
  const hide = useCallback(() => setShowing((last) => ({ ...last, open: false })), []);
  const panel = user && <EditUserPanel key={showing.opening} user={user} show={showing.open} onHide={hide} fallbackFocus={fallbackFocus} />;
  return { edit, panel };
}
