import { lazy, Suspense, type ComponentType } from 'react';
import type { ToasterProps } from 'react-hot-toast';
import { useSessionStore } from '@console/auth';

// react-hot-toast loads with the signed-in console, not with the sign-in pages (their JS budget):
// the welcome toast is queued in its store and shows as soon as the list mounts.
// A failed download shows no toasts rather than throwing to the root's error page (the whole console).
const Toaster = lazy(() =>
  import('react-hot-toast').then(
    ({ Toaster: List }) => ({ default: List }),
    (error: unknown) => {
      console.error('Toasts could not be loaded:', error);
      return { default: (() => null) as ComponentType<ToasterProps> };
    },
  ),
);

/** Shows a success toast; the library loads on the first one. */
export function toastSuccess(message: string): void {
  void import('react-hot-toast').then(({ default: toast }) => toast.success(message));
}

/** Shows an error toast; the library loads on the first one. */
export function toastError(message: string): void {
  void import('react-hot-toast').then(({ default: toast }) => toast.error(message));
}

/** The toast list of the signed-in console, outside every layout so a toast survives the navigation that follows it. */
export function ConsoleToasts() {
  const signedIn = useSessionStore((state) => state.user !== null);
  if (!signedIn) return null;
  return (
    <Suspense fallback={null}>
      {/* At the bottom, centred: at the top a toast covered the navbar's or the page header's
          buttons (Add, Export, Save) for its 2 to 4 s, and longer under the pointer (it pauses on
          hover); the end corners hold the customizer's button and the pages' arrows. Newest on top
          (spec §1): at the bottom, react-hot-toast puts the newest at the edge unless reverseOrder. */}
      <Toaster position="bottom-center" reverseOrder />
    </Suspense>
  );
}
