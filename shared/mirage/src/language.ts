import { Response, type Request } from 'miragejs';
import { languageFrom, type ApiLanguage } from './accept-language';

// The gate reads a call's language too, before miragejs loads: those parts live in accept-language.ts.
export { apiLanguages, languageFrom, type ApiLanguage, type Translated } from './accept-language';

/**
 * The language a request asks for. Header names arrive as the client wrote them through XHR and
 * lower-cased through fetch (whatwg-fetch's Headers), so the name is matched in any case.
 */
export function requestLanguage(request: Pick<Request, 'requestHeaders'>): ApiLanguage {
  const headers = request.requestHeaders ?? {};
  const name = Object.keys(headers).find((key) => key.toLowerCase() === 'accept-language');
  return languageFrom(name === undefined ? undefined : headers[name]);
}

/** A JSON answer written in `language`, saying so, as a CMS does (caches keep one copy per language). */
export function jsonIn(language: ApiLanguage, status: number, body: unknown): Response {
  return new Response(status, { 'Content-Type': 'application/json', 'Content-Language': language, Vary: 'Accept-Language' }, body as object);
}
