export { renderRemote } from './render-remote';
export { mockServerPerTest } from './mock-server-per-test';
export { switchTestLanguage, englishLeftOnScreen } from './translations';
