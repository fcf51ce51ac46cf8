import type { Server } from 'miragejs';
import { apiError, json, makeServer } from '@console/mirage';
import { apiRequest } from './api-client';
import { ApiError, setApiBase } from './http';

let server: Server;
beforeEach(() => {
  server = makeServer({
    domains: [
      {
        name: 'echo',
        routes(s) {
          s.get('/echo', (_schema, request) => json(200, { query: request.queryParams }));
          // Header names keep the case the client used through XHR and are lower-cased through fetch.
          s.get('/language', (_schema, request) => {
            const name = Object.keys(request.requestHeaders).find((key) => key.toLowerCase() === 'accept-language');
            return json(200, { language: name === undefined ? null : request.requestHeaders[name] });
          });
          s.get('https://cms.example.com/echo', () => json(200, { from: 'real api base' }));
          s.post('/fail', () => apiError(400, 'The task is not valid.', { title: 'Title is required.' }));
          s.get('/broken', () => json(500, 'not json at all'));
          s.delete('/in-use', () => json(409, { message: 'News is still used by 3 videos.', code: 'in-use', params: { name: 'News', count: 3 } }));
        },
      },
    ],
  });
});
afterEach(() => {
  server.shutdown();
  setApiBase('');
  document.documentElement.lang = '';
});

it('sends the query as real parameters, leaving out empty ones', async () => {
  const answer = await apiRequest<{ query: Record<string, string> }>('/echo', { query: { q: 'news', page: 2, role: '', tag: undefined } });
  expect(answer.query).toEqual({ q: 'news', page: '2' });
});

it('turns an error answer into an ApiError with the message and field errors', async () => {
  const error = await apiRequest('/fail', { method: 'POST', body: {} }).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({ status: 400, message: 'The task is not valid.', fieldErrors: { title: 'Title is required.' } });
});

it('keeps a refusal’s code and figures, for the page to say it in its language', async () => {
  const error = await apiRequest('/in-use', { method: 'DELETE' }).catch((caught: unknown) => caught);
  expect(error).toMatchObject({ status: 409, message: 'News is still used by 3 videos.', refusal: { code: 'in-use', params: { name: 'News', count: 3 } } });
  expect(await apiRequest('/fail', { method: 'POST', body: {} }).catch((caught: unknown) => caught)).toMatchObject({ refusal: {} });
});

it('gives a readable message when the error body has none', async () => {
  await expect(apiRequest('/broken')).rejects.toMatchObject({ status: 500, message: 'Request failed (500).' });
});

it('prefixes the configured API base', async () => {
  setApiBase('https://cms.example.com/');
  await expect(apiRequest('/echo')).resolves.toEqual({ from: 'real api base' });
});

describe('Accept-Language', () => {
  const sent = async () => (await apiRequest<{ language: string | null }>('/language')).language;

  it("says the page's language, as <html lang> gives it at the time of the call", async () => {
    document.documentElement.lang = 'fr';
    expect(await sent()).toBe('fr');
    document.documentElement.lang = 'ar';
    expect(await sent()).toBe('ar');
  });

  it('is left out when the page names no language (the API answers its default)', async () => {
    document.documentElement.lang = '';
    expect(await sent()).toBeNull();
  });
});
