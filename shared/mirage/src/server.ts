import { createServer, type Server } from 'miragejs';
import { guardedServer, type AccessGuard } from './access-guard';
import type { MockDomain } from './mock-domain';

export type { MockDomain } from './mock-domain';

export interface MakeServerOptions {
  domains: readonly MockDomain[];
  /** Milliseconds added to every answer; 0 by default (Mirage would add 400 ms in development). */
  timing?: number;
  /** Log each handled request to the console. */
  logging?: boolean;
  /** Checks every request's token and permission before its handler (none: open, for unit tests). */
  guard?: AccessGuard;
}

/**
 * Starts the one in-page mock backend. Defined routes answer; every other request
 * (remote manifests, assets, a real API base) goes to the network, as the spec requires.
 */
export function makeServer({ domains, timing = 0, logging = false, guard }: MakeServerOptions): Server {
  const server = createServer({
    environment: 'development',
    trackRequests: false,
    timing,
    routes() {
      const target = guard ? guardedServer(this, guard) : this;
      for (const domain of domains) domain.routes(target);
    },
  });
  server.logging = logging;
  // `passthrough()` only covers the page's own origin and `passthrough(fn)` would beat defined
  // routes; replacing the unhandled hook passes exactly "everything not defined" (toolchain notes).
  server.pretender.unhandledRequest = (_verb, _path, request) =>
    // Pretender's requests have passthrough() at run time; its types leave it out.
    (request as typeof request & { passthrough(): void }).passthrough();
  return server;
}
