import type { Server } from 'miragejs';
import toast from 'react-hot-toast';
import { makeServer, type MockDomain } from '@console/mirage';

export interface MockServerPerTest {
  /** The running server (to override a route for one test). */
  server(): Server;
  /** A fresh server with newly seeded domains, e.g. a slow one (`timing` in ms) to see loading states. */
  restart(options?: { timing?: number }): void;
}

/**
 * For each test of the file: a mock server with freshly seeded `domains()` and no toasts left
 * from the test before (react-hot-toast keeps them in module state).
 */
export function mockServerPerTest(domains: () => MockDomain[]): MockServerPerTest {
  let server: Server | undefined;
  const start = (timing = 0) => {
    server = makeServer({ domains: domains(), timing });
  };
  beforeEach(() => {
    toast.remove();
    start();
  });
  afterEach(() => server?.shutdown());
  return {
    server() {
      if (!server) throw new Error('mockServerPerTest: no server outside a test.');
      return server;
    },
    restart({ timing = 0 } = {}) {
      server?.shutdown();
      start(timing);
    },
  };
}
