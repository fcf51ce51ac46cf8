import { useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { NewUserSchema, queryKeys, type NewUser, type User } from '@console/contracts';
import { isolate, OffcanvasForm, useSchemaForm } from '@console/ui';
import { updateUser } from '../api/users-api';
import { useUsersT } from '../i18n/use-users-t';
import { UserFields } from './user-fields';

const updateUsers = { action: 'update', subject: 'User' } as const;

/** The form's values: the user's fields without the id (the form reads them once, as it mounts). */
const fieldsOf = ({ id: _id, ...fields }: User): NewUser => fields;

/**
 * The side panel to edit a user, mounted while it is open: every field, checked by the schema the
 * server uses. A saved user is shown at once on their page, and every users query (lists,
 * counts) and the tasks (which name their assignee) are refetched, here and in any remote.
 */
export function EditUserPanel({ user, onHide }: { user: User; onHide(): void }) {
  const form = useSchemaForm(NewUserSchema, fieldsOf(user));
  const client = useQueryClient();
  const t = useUsersT();
  return (
    <OffcanvasForm
      show
      title={t('edit.title')}
      submitLabel={t('edit.submit')}
      submitRequires={updateUsers}
      form={form}
      onSubmit={async (values) => {
        const saved = await updateUser(user.id, values);
        client.setQueryData(queryKeys.users.detail(saved.id), saved);
        void client.invalidateQueries({ queryKey: queryKeys.users.all });
        void client.invalidateQueries({ queryKey: queryKeys.tasks.all });
        toast.success(t('edit.saved', { name: isolate(saved.fullName) }));
      }}
      onHide={onHide}
    >
      <UserFields />
    </OffcanvasForm>
  );
}
