import { userPlans, userRoles, userStatuses } from '@console/contracts';
import { SelectField, TextField } from '@console/ui';
import { useUsersT } from '../i18n/use-users-t';
import { optionsOf, useNames } from './use-names';

/** Every field of the spec's User but its id, as the add and edit panels ask for them. */
export function UserFields() {
  const t = useUsersT();
  const names = useNames();
  return (
    <>
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
    </>
  );
}
