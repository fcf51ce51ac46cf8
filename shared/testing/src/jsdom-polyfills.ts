/**
 * What jsdom leaves out and the console's libraries need under Jest: TextEncoder/TextDecoder
 * (React Router), crypto.subtle and structuredClone (signed mock tokens, jose) and matchMedia (react-hot-toast asks for prefers-reduced-motion). Jest loads
 * it through setupFiles, before any test module.
 */
import { TextDecoder, TextEncoder } from 'node:util';
// React Router's data routers build a Request per navigation; jsdom has none. whatwg-fetch's
// accepts jsdom's AbortSignal (Node's own Request would reject it). It also fills in fetch,
// which a test replaces with Mirage.
import 'whatwg-fetch';

import { webcrypto } from 'node:crypto';
import { deserialize, serialize } from 'node:v8';

const scope = globalThis as unknown as Record<string, unknown>;
scope.TextEncoder ??= TextEncoder;
scope.TextDecoder ??= TextDecoder;
// jsdom's crypto has getRandomValues but no subtle (the mock backend signs JWTs with it).
if (!globalThis.crypto?.subtle) Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
// jose's SignJWT copies its claims with structuredClone, which jsdom's window lacks (Node's is a
// global of Node's own realm, out of reach here); v8's serializer is the algorithm behind it.
scope.structuredClone ??= (value: unknown) => deserialize(serialize(value)) as unknown;

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
