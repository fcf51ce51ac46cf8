export { renderRemote } from './render-remote';
export { mockServerPerTest } from './mock-server-per-test';
