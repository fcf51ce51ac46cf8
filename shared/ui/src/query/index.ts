// Server data (see shared/ui/README.md, "Server data"): a subpath of its own, so that importing the
// kit's main entry (as the shell's start-up does) never pulls @tanstack/react-query onto the
// login page; the library arrives with the first page that reads server data.
export { createConsoleQueryClient, shouldRetry, isClientError } from './query-client';
export { OwnQueryClient } from './query-provider';
export { useOptimisticMutation, type OptimisticMutationOptions } from './use-optimistic-mutation';
export { listStatus, useLastPageWhenPastEnd } from './list-query';
