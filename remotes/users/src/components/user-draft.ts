import type { NewUser, UserPlan, UserRole, UserStatus } from '@console/contracts';
import type { FieldErrors } from '@console/ui';

/** What the add-user form holds: the spec's User fields but id, '' for a choice not made yet. */
export interface UserDraft {
  fullName: string;
  username: string;
  email: string;
  contact: string;
  company: string;
  country: string;
  role: UserRole | '';
  currentPlan: UserPlan | '';
  status: UserStatus | '';
  avatar: string;
}

export const emptyUserDraft: UserDraft = {
  fullName: '',
  username: '',
  email: '',
  contact: '',
  company: '',
  country: '',
  // The design system's defaults (issue 10): the usual new account, still changeable.
  role: 'subscriber',
  currentPlan: 'basic',
  status: 'pending',
  avatar: '',
};

// The server's rule, so a typo is caught before anything is sent.
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

// The server's messages, so a field reads the same whichever side found the problem.
const required: [keyof UserDraft, string][] = [
  ['fullName', 'Full name is required.'],
  ['username', 'Username is required.'],
  ['email', 'Email is required.'],
  ['contact', 'Contact is required.'],
  ['company', 'Company is required.'],
  ['country', 'Country is required.'],
  ['role', 'Choose a role.'],
  ['currentPlan', 'Choose a plan.'],
  ['status', 'Choose a status.'],
];

/** Errors a user can fix before anything is sent; uniqueness is the server's to check. */
export function validateUserDraft(draft: UserDraft): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, message] of required) if (!draft[field].trim()) errors[field] = message;
  if (!errors.email && !emailPattern.test(draft.email.trim())) errors.email = 'Email is not a valid address.';
  if (!errors.username && /\s/.test(draft.username.trim())) errors.username = 'Username cannot contain spaces.';
  const avatar = draft.avatar.trim();
  if (avatar && !/^(https?:\/\/|\/)\S+$/.test(avatar)) errors.avatar = 'Avatar must be a web address (https://…) or a path starting with /.';
  return errors;
}

/** The draft as the add-user body; only call it on a draft that validated. */
export function newUserOf(draft: UserDraft): NewUser {
  const { role, currentPlan, status } = draft;
  if (!role || !currentPlan || !status) throw new Error('The user draft is not complete.');
  return {
    fullName: draft.fullName.trim(),
    username: draft.username.trim(),
    email: draft.email.trim(),
    contact: draft.contact.trim(),
    company: draft.company.trim(),
    country: draft.country.trim(),
    role,
    currentPlan,
    status,
    avatar: draft.avatar.trim(),
  };
}
