import type { Server } from 'miragejs';
import { waitFor } from '@testing-library/react';
import { authDomain, makeServer } from '@console/mirage';
import { useSessionStore } from './session-store';
import { signInWithPassword, signOutOfConsole } from './sign-in';

let server: Server;
let logouts: { authorization: string | undefined; status: number }[];
beforeEach(() => {
  server = makeServer({ domains: [authDomain()] });
  logouts = [];
  // Pretender calls this after each answered request.
  server.pretender.handledRequest = (_verb: string, path: string, request: { requestHeaders: Record<string, string>; status: number }) => {
    if (path === '/jwt/logout') logouts.push({ authorization: request.requestHeaders.Authorization, status: request.status });
  };
});
afterEach(() => server.shutdown());

it('Log out tells the API with the session’s token and forgets the session at once', async () => {
  await signInWithPassword('admin@demo.com', 'admin');
  const token = useSessionStore.getState().accessToken;
  signOutOfConsole();
  expect(useSessionStore.getState()).toMatchObject({ user: null, accessToken: null, endedBecause: 'logout' });
  await waitFor(() => expect(logouts).toHaveLength(1));
  expect(logouts).toEqual([{ authorization: `Bearer ${token}`, status: 200 }]);
});

it('signed out already, Log out calls nothing', () => {
  useSessionStore.getState().signOut();
  signOutOfConsole();
  expect(logouts).toEqual([]);
});
