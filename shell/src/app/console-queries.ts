/**
 * The console's query cache, for the pages' prefetches (RemoteRoute.prefetch): it arrives with the
 * signed-in layout; a static import would put the query library on the login page.
 */
export const consoleQueries = () => import('./query-client').then(({ consoleQueryClient }) => consoleQueryClient);
