import type { Server } from 'miragejs';
import toast from 'react-hot-toast';
import { makeServer, type MockDomain } from '@console/mirage';

/**
 * For each test of the file: a mock server with freshly seeded `domains()` and no toasts left
 * from the test before (react-hot-toast keeps them in module state). Returns the running server.
 */
export function mockServerPerTest(domains: () => MockDomain[]): () => Server {
  let server: Server | undefined;
  beforeEach(() => {
    toast.remove();
    server = makeServer({ domains: domains() });
  });
  afterEach(() => server?.shutdown());
  return () => {
    if (!server) throw new Error('mockServerPerTest: no server outside a test.');
    return server;
  };
}
