import { RequireSession } from '../auth/require-session';
import { ShellLayout } from './shell-layout';

/**
 * The signed-in frame, loaded lazily by its route: the login page never downloads the menus,
 * navbar, search or customizer (nor the react-bootstrap parts they use).
 */
export default function SignedInLayout() {
  return (
    <RequireSession>
      <ShellLayout />
    </RequireSession>
  );
}
