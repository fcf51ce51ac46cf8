/**
 * What jsdom leaves out and the console's libraries need under Jest: TextEncoder/TextDecoder
 * (React Router) and matchMedia (react-hot-toast asks for prefers-reduced-motion). Jest loads
 * it through setupFiles, before any test module.
 */
import { TextDecoder, TextEncoder } from 'node:util';
// React Router's data routers build a Request per navigation; jsdom has none. whatwg-fetch's
// accepts jsdom's AbortSignal (Node's own Request would reject it). It also fills in fetch,
// which a test replaces with Mirage.
import 'whatwg-fetch';

const scope = globalThis as unknown as Record<string, unknown>;
scope.TextEncoder ??= TextEncoder;
scope.TextDecoder ??= TextDecoder;

if (typeof window !== 'undefined' && typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  });
}
