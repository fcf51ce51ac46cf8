export { renderRemote } from './render-remote';
