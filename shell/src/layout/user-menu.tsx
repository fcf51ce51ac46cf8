import { useNavigate } from '@console/router';
import { useSessionStore } from '@console/auth';
import { Avatar, flushPendingRemovals } from '@console/ui';
import { useT } from '../i18n/use-t';
import { DeferredDropdown } from './deferred-dropdown';

/**
 * Leaves for `/logout`, which signs out and goes on to the sign-in page (Back does not return to
 * the console): a page with unsaved changes asks first. Deletes still waiting on their Undo are
 * sent first, while the session can still send them.
 */
export function useLogOut(): () => void {
  const navigate = useNavigate();
  return () => void flushPendingRemovals().then(() => navigate('/logout', { replace: true }));
}

/** The navbar's user menu: who is signed in, with what role, and Log out. */
export function UserMenu() {
  const user = useSessionStore((state) => state.user);
  const logOut = useLogOut();
  const { t } = useT();
  if (!user) return null;
  const name = user.fullName || user.username;
  return (
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
  );
}
