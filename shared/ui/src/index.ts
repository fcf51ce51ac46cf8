export { FullScreenFallback } from './full-screen-fallback';
export { Avatar, initials } from './avatar';
export { useDebouncedValue } from './use-debounced-value';
export { NotAuthorized } from './not-authorized';
export { NotFound } from './not-found';
export { RemoteRoutes, preloadRemotePage, remotePagesLoader } from './remote-routes';
export { rootElement } from './root-element';
export { FormField, fieldControlProps } from './form-field';
