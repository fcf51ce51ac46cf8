import { QueryClientProvider } from '@tanstack/react-query';
import { consoleQueryClient } from '../app/query-client';
import { RequireSession } from '../auth/require-session';
import { ShellLayout } from './shell-layout';

/**
 * The signed-in frame, loaded lazily by its route: the login page never downloads the menus,
 * navbar, search or customizer (nor the react-bootstrap parts they use, nor the query library).
 * Every remote's pages render below its query client.
 */
export default function SignedInLayout() {
  return (
    <RequireSession>
      <QueryClientProvider client={consoleQueryClient}>
        <ShellLayout />
      </QueryClientProvider>
    </RequireSession>
  );
}
