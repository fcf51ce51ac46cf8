import { memo } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { consoleQueryClient } from '../app/query-client';
import { RequireSession } from '../auth/require-session';
import { ShellLayout } from './shell-layout';

/**
 * The signed-in frame, loaded lazily by its route: the login page never downloads the menus,
 * navbar, search or customizer (nor the react-bootstrap parts they use, nor the query library).
 * Every remote's pages render below its query client.
 */
function SignedInLayout() {
  return (
    <RequireSession>
      <QueryClientProvider client={consoleQueryClient}>
        <ShellLayout />
      </QueryClientProvider>
    </RequireSession>
  );
}

// The router renders a route's Component afresh on each of its updates: memo keeps the frame
// (menus, navbar, footer) still when only the page below changes (a list's filter in the URL).
export default memo(SignedInLayout);
