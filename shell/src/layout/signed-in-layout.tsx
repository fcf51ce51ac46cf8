import { memo } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { messagesEn } from '@console/contracts';
import { useSessionKeepAlive } from '@console/auth';
import { consoleQueryClient } from '../app/query-client';
import { registerEnglishMessages } from '../i18n/i18n';
import { RequireSession } from '../auth/require-session';
import { ShellLayout } from './shell-layout';

// Every domain's message texts, for the server's refusals in the remotes' forms (the sign-in
// pages registered only theirs: the login page does not download the rest).
registerEnglishMessages(messagesEn);

/**
 * The signed-in frame, loaded lazily by its route: the login page never downloads the menus,
 * navbar, search or customizer (nor the react-bootstrap parts they use, nor the query library).
 * Every remote's pages render below its query client.
 */
function SignedInLayout() {
  useSessionKeepAlive();
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
