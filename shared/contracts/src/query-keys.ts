import { cardsQueryKeys } from './cards';
import { contentPagesQueryKeys } from './content-pages';
import { shopQueryKeys } from './ecommerce';
import { invoiceQueryKeys } from './invoices';
import { mediaQueryKeys } from './media';
import type { TaskQuery } from './todo';
import type { UserListQuery } from './users';

/**
 * The keys under which the console caches server data, one tree per API domain and shared by
 * every remote: a change saved in one remote invalidates `queryKeys.<domain>.all` and every
 * remote's list or detail of that domain refreshes. Lists and details sit under `all`.
 */
export const queryKeys = {
  tasks: {
    all: ['tasks'] as const,
    list: (query: TaskQuery) => ['tasks', 'list', query] as const,
  },
  users: {
    all: ['users'] as const,
    list: (query: UserListQuery) => ['users', 'list', query] as const,
    detail: (id: number) => ['users', 'detail', id] as const,
    statusCounts: ['users', 'status-counts'] as const,
  },
  invoices: invoiceQueryKeys,
  media: mediaQueryKeys,
  shop: shopQueryKeys,
  contentPages: contentPagesQueryKeys,
  cards: cardsQueryKeys,
};
