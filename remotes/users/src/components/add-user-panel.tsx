import { NewUserSchema, userPlans, userRoles, userStatuses, type User } from '@console/contracts';
import { OffcanvasForm, SelectField, TextField, useSchemaForm } from '@console/ui';
import { addUser } from '../api/users-api';
import { capitalize } from './capitalize';

const optionsOf = (values: readonly string[]) => values.map((value) => ({ value, label: capitalize(value) }));

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

/** The side panel to add a user: every field of the spec's User, checked by the schema the server uses. */
export function AddUserPanel({ show, onHide, onAdded }: { show: boolean; onHide(): void; onAdded(user: User): void }) {
  const form = useSchemaForm(NewUserSchema, newUserDefaults);
  return (
    <OffcanvasForm show={show} title="Add user" submitLabel="Add user" form={form} onSubmit={async (user) => onAdded(await addUser(user))} onHide={onHide}>
      <TextField name="fullName" label="Full name" required />
      <TextField name="username" label="Username" required />
      <TextField name="email" label="Email" type="email" required />
      <TextField name="contact" label="Contact" type="tel" required />
      <TextField name="company" label="Company" required />
      <TextField name="country" label="Country" required />
      <SelectField name="role" label="Role" options={optionsOf(userRoles)} placeholder="Choose a role" required />
      <SelectField name="currentPlan" label="Plan" options={optionsOf(userPlans)} placeholder="Choose a plan" required />
      <SelectField name="status" label="Status" options={optionsOf(userStatuses)} placeholder="Choose a status" required />
      <TextField name="avatar" label="Avatar URL (optional)" type="url" />
    </OffcanvasForm>
  );
}
