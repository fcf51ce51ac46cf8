import { userPlans, userRoles, userStatuses, type User } from '@console/contracts';
import { OffcanvasForm, SelectField, TextField } from '@console/ui';
import { addUser } from '../api/users-api';
import { capitalize } from './capitalize';
import { emptyUserDraft, newUserOf, validateUserDraft, type UserDraft } from './user-draft';

const optionsOf = (values: readonly string[]) => values.map((value) => ({ value, label: capitalize(value) }));

/** The side panel to add a user: every field of the spec's User, checked here and by the server. */
export function AddUserPanel({ show, onHide, onAdded }: { show: boolean; onHide(): void; onAdded(user: User): void }) {
  return (
    <OffcanvasForm<UserDraft>
      show={show}
      title="Add user"
      submitLabel="Add user"
      initialValues={emptyUserDraft}
      validate={validateUserDraft}
      onSubmit={async (draft) => onAdded(await addUser(newUserOf(draft)))}
      onHide={onHide}
    >
      {(form) => (
        <>
          <TextField form={form} name="fullName" label="Full name" required />
          <TextField form={form} name="username" label="Username" required />
          <TextField form={form} name="email" label="Email" type="email" required />
          <TextField form={form} name="contact" label="Contact" type="tel" required />
          <TextField form={form} name="company" label="Company" required />
          <TextField form={form} name="country" label="Country" required />
          <SelectField form={form} name="role" label="Role" options={optionsOf(userRoles)} placeholder="Choose a role" required />
          <SelectField form={form} name="currentPlan" label="Plan" options={optionsOf(userPlans)} placeholder="Choose a plan" required />
          <SelectField form={form} name="status" label="Status" options={optionsOf(userStatuses)} placeholder="Choose a status" required />
          <TextField form={form} name="avatar" label="Avatar URL (optional)" type="url" />
        </>
      )}
    </OffcanvasForm>
  );
}
