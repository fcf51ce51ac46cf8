import { useEffect } from 'react';
import { holdUnsavedInput } from '@console/auth';
import { useBlocker } from '@console/router';
import { ConfirmDialog } from '../dialogs/confirm-dialog';
import { useUiT } from '../use-ui-t';

/** A `beforeunload` listener that makes the browser ask before the tab is closed or reloaded. */
export function warnBeforeUnload(event: BeforeUnloadEvent): void {
  event.preventDefault();
  // Chromium before 119 asks only when returnValue is set as well.
  event.returnValue = '';
}

/**
 * Asks before unsaved input is lost: leaving for another page of the console (a dialog) or
 * closing or reloading the tab (the browser's own prompt). Render what it returns.
 *
 * The guard is there only while the input is unsaved: React Router asks the last blocker
 * registered and no other, so a clean form's (or a closed panel's) must not stand in front of a
 * dirty one's on the same page (docs/toolchain-traps.md, "one leave prompt at a time").
 */
export function useUnsavedChangesPrompt(dirty: boolean) {
  return dirty ? <LeaveGuard /> : null;
}

function LeaveGuard() {
  const t = useUiT();
  // Only a move to another page loses the form; a changed query (a list's filter) does not.
  const blocker = useBlocker(({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    window.addEventListener('beforeunload', warnBeforeUnload);
    // Counted for the session: a sign-out in another tab then asks to sign in again over this page.
    const release = holdUnsavedInput();
    return () => {
      window.removeEventListener('beforeunload', warnBeforeUnload);
      release();
    };
  }, []);

  return (
    <DiscardChangesDialog
      show={blocker.state === 'blocked'}
      onDiscard={() => blocker.proceed?.()}
      onKeep={() => blocker.reset?.()}
      title={t('form.leaveTitle', 'Leave this page?')}
    />
  );
}

/** "Discard unsaved changes?" with Keep editing focused first. */
export function DiscardChangesDialog({ show, title, onDiscard, onKeep }: { show: boolean; title?: string; onDiscard(): void; onKeep(): void }) {
  const t = useUiT();
  return (
    <ConfirmDialog
      show={show}
      title={title ?? t('form.discardTitle', 'Discard unsaved changes?')}
      confirmLabel={t('form.discard', 'Discard changes')}
      cancelLabel={t('form.keepEditing', 'Keep editing')}
      variant="danger"
      onConfirm={onDiscard}
      onCancel={onKeep}
    >
      {t('form.discardText', 'The changes you made in this form have not been saved.')}
    </ConfirmDialog>
  );
}
