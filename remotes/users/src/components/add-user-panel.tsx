import { useQueryClient } from '@tanstack/react-query';
import { NewUserSchema, queryKeys, userPlans, userRoles, userStatuses, type User } from '@console/contracts';
import { OffcanvasForm, SelectField, TextField, useSchemaForm } from '@console/ui';
import { addUser } from '../api/users-api';
import { useUsersT } from '../i18n/use-users-t';
import { optionsOf, useNames } from './use-names';

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
  const names = useNames();
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
      <TextField name="fullName" label={t('fields.fullName')} required />
      <TextField name="username" label={t('fields.username')} required />
      <TextField name="email" label={t('fields.email')} type="email" required />
      <TextField name="contact" label={t('fields.contact')} type="tel" required />
      <TextField name="company" label={t('fields.company')} required />
      <TextField name="country" label={t('fields.country')} required />
      <SelectField name="role" label={t('fields.role')} options={optionsOf(userRoles, names.role)} placeholder={t('add.chooseRole')} required />
      <SelectField name="currentPlan" label={t('fields.plan')} options={optionsOf(userPlans, names.plan)} placeholder={t('add.choosePlan')} required />
      <SelectField name="status" label={t('fields.status')} options={optionsOf(userStatuses, names.status)} placeholder={t('add.chooseStatus')} required />
      <TextField name="avatar" label={t('fields.avatar')} type="url" />
    </OffcanvasForm>
  );
}
