import { useState, type ReactNode } from 'react';
import { useNavigate } from '@console/router';
import { useSessionStore } from '@console/auth';
import { Avatar, ConfirmDialog, flushPendingRemovals, listUnsentWork } from '@console/ui';
import { setBeforeSignOut } from '../auth/log-out';
import { useT } from '../i18n/use-t';
import { DeferredDropdown } from './deferred-dropdown';

// Signed in, Log out first sends the deletes still waiting on their Undo (in /logout's loader).
setBeforeSignOut(flushPendingRemovals);

/**
 * Log out, and its question: render `question` outside any menu (a menu closes on the click).
 * Unsent work kept beyond its page (chat drafts) is named first and lost only once the user
 * says so; then the move to `/logout`, which signs out and goes on to the sign-in page (Back does
 * not return to the console), lets a page with unsaved changes ask its own question.
 */
export function useLogOut(): [logOut: () => void, question: ReactNode] {
  const navigate = useNavigate();
  const { t } = useT();
  // Two states, not `show={unsent.length > 0}`: the sentences stay while the dialog fades out.
  const [unsent, setUnsent] = useState<string[]>([]);
  const [asking, setAsking] = useState(false);
  const leave = () => void navigate('/logout', { replace: true });
  const logOut = () => {
    const found = listUnsentWork();
    if (found.length === 0) return leave();
    setUnsent(found);
    setAsking(true);
  };
  const question = (
    <ConfirmDialog
      show={asking}
      title={t('logOut.title')}
      confirmLabel={t('logOut.confirm')}
      cancelLabel={t('logOut.stay')}
      variant="danger"
      onConfirm={() => {
        setAsking(false);
        leave();
      }}
      onCancel={() => setAsking(false)}
    >
      {unsent.map((sentence) => (
        <p key={sentence} className="mb-1">
          {sentence}
        </p>
      ))}
    </ConfirmDialog>
  );
  return [logOut, question];
}

/** The navbar's user menu: who is signed in, with what role, and Log out. */
export function UserMenu() {
  const user = useSessionStore((state) => state.user);
  const [logOut, logOutQuestion] = useLogOut();
  const { t } = useT();
  if (!user) return null;
  const name = user.fullName || user.username;
  return (
    <>
      <DeferredDropdown
        toggleClassName="d-flex align-items-center gap-2 text-decoration-none text-body"
        toggle={
          <>
            {/* On a phone the avatar alone: the name would push the navbar wider than the screen. */}
            <span className="visually-hidden d-sm-none">{name}</span>
            <span className="d-none d-sm-flex flex-column text-end lh-sm">
              <span className="fw-semibold">{name}</span>
              <small className="text-body-secondary text-capitalize">{t(`user.roles.${user.role}`, { defaultValue: user.role })}</small>
            </span>
            <Avatar fullName={name} src={user.avatar} size={36} decorative />
          </>
        }
        menu={(Dropdown) => (
          <>
            <Dropdown.ItemText className="small text-body-secondary">{user.email}</Dropdown.ItemText>
            <Dropdown.Divider />
            <Dropdown.Item as="button" onClick={logOut}>
              {t('user.logout')}
            </Dropdown.Item>
          </>
        )}
      />
      {logOutQuestion}
    </>
  );
}
