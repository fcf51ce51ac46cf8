import type { Server } from 'miragejs';

/** One domain of the mock API (todo, users, ...): registers its routes on the server. */
export interface MockDomain {
  name: string;
  routes(server: Server): void;
}
