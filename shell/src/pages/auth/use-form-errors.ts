import { useState } from 'react';
import { ApiError } from '@console/auth';

/**
 * Field errors and a form-level failure for the sign-in forms: server field errors land at
 * their field, anything else in the alert above the form. Typing into a field clears its error.
 */
export function useFormErrors() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState('');
  return {
    errors,
    failure,
    setErrors,
    clear: (field: string) => setErrors(({ [field]: _cleared, ...rest }) => rest),
    fail(error: unknown) {
      if (error instanceof ApiError && Object.keys(error.fieldErrors).length) {
        setErrors(error.fieldErrors);
        setFailure('');
      } else {
        setFailure(error instanceof Error ? error.message : 'Something went wrong. Please try again.');
      }
    },
    reset() {
      setErrors({});
      setFailure('');
    },
  };
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Client-side checks before anything is sent: the key of the problem's text, if any. */
export function checkEmail(email: string): 'auth.errors.emailRequired' | 'auth.errors.emailInvalid' | undefined {
  if (!email.trim()) return 'auth.errors.emailRequired';
  return emailPattern.test(email.trim()) ? undefined : 'auth.errors.emailInvalid';
}
