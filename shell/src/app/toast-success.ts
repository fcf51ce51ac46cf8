/**
 * Shows a success toast; the library loads on the first one. A module of its own: the sign-in
 * pages' chunk imports it, and would otherwise carry a copy of the console's toast list too.
 */
export function toastSuccess(message: string): void {
  void import('react-hot-toast').then(({ default: toast }) => toast.success(message));
}
