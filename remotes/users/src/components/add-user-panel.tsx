import { useQueryClient } from '@tanstack/react-query';
import { NewUserSchema, queryKeys, type User } from '@console/contracts';
import { OffcanvasForm, useSchemaForm } from '@console/ui';
import { addUser } from '../api/users-api';
import { useUsersT } from '../i18n/use-users-t';
import { UserFields } from './user-fields';

/** The usual new account (role, plan and status still changeable). */
const newUserDefaults = {
  fullName: '',
  username: '',
  email: '',
  contact: '',
  company: '',
  country: '',
  role: 'subscriber',
  currentPlan: 'basic',
  status: 'pending',
  avatar: '',
} as const;

/**
 * The side panel to add a user: every field of the spec's User, checked by the schema the server
 * uses. A user added makes every cached users query stale (lists, counts), here and in any remote.
 */
export function AddUserPanel({ show, onHide, onAdded }: { show: boolean; onHide(): void; onAdded(user: User): void }) {
  const form = useSchemaForm(NewUserSchema, newUserDefaults);
  const client = useQueryClient();
  const t = useUsersT();
  return (
    <OffcanvasForm
      show={show}
      title={t('add.title')}
      submitLabel={t('add.submit')}
      form={form}
      onSubmit={async (values) => {
        const user = await addUser(values);
        void client.invalidateQueries({ queryKey: queryKeys.users.all });
        onAdded(user);
      }}
      onHide={onHide}
    >
      <UserFields />
    </OffcanvasForm>
  );
}
