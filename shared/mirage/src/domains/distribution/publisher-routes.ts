import type { Request, Server } from 'miragejs';
import { PublisherInputSchema, distributionMessagesEn, maskedKey, type Publisher, type PublisherRow, type SdkKeyResponse } from '@console/contracts/src/distribution';
import { apiError, json, readJson, textFilter } from '../../http';
import { checkInput } from './check';
import { makeSdkKey } from './seed';

/** A publisher as every answer shows it: the SDK key masked (the whole key only from …/sdk-key). */
export const publisherRow = ({ sdkKey, ...publisher }: Publisher): PublisherRow => ({ ...publisher, sdkKeyMasked: maskedKey(sdkKey) });

/** Publishers: CRUD, read the SDK key (to copy) and regenerate it. `newId` counts on (a deleted id is not reused). */
export function publisherRoutes(server: Server, publishers: Publisher[], newId: () => number, now: () => Date) {
  const find = (request: Request) => publishers.findIndex((publisher) => publisher.id === Number(request.params.id));
  const notFound = (request: Request) => apiError(404, `Publisher ${request.params.id ?? ''} was not found.`);
  // Keys need no repeatability: a fresh one each time (crypto where there is one).
  const newKey = () => makeSdkKey(() => (globalThis.crypto?.getRandomValues ? (globalThis.crypto.getRandomValues(new Uint32Array(1))[0] ?? 0) / 4294967296 : Math.random()));
  /** The body of publisher `self` (null: a new one). A domain is one publisher's: whose revenue share would its views count for? */
  const read = (request: Request, self: number | null) => {
    const result = checkInput(PublisherInputSchema, readJson(request));
    if (!result.ok) return result;
    const domains = [...new Set(result.value.domains.map((domain) => domain.toLowerCase()))];
    const taken = publishers.some((publisher) => publisher.id !== self && publisher.domains.some((domain) => domains.includes(domain.toLowerCase())));
    if (taken) return { ok: false as const, errors: { domains: distributionMessagesEn['distribution.errors.domainTaken'] } };
    return { ok: true as const, value: { ...result.value, domains, brandIds: [...new Set(result.value.brandIds)] } };
  };

  // `q`: those whose name or a domain holds it (the navbar search's; the page sends none).
  server.get('/api/distribution/publishers', (_schema, request) => {
    const matches = textFilter(request);
    return json(200, publishers.filter((publisher) => matches(publisher.name) || publisher.domains.some(matches)).map(publisherRow));
  });
  server.get('/api/distribution/publishers/:id', (_schema, request) => {
    const publisher = publishers[find(request)];
    return publisher ? json(200, { publisher: publisherRow(publisher) }) : notFound(request);
  });
  server.post('/api/distribution/publishers', (_schema, request) => {
    const result = read(request, null);
    if (!result.ok) return apiError(400, 'The publisher is not valid.', result.errors);
    const publisher: Publisher = { id: newId(), ...result.value, sdkKey: newKey(), updatedAt: now().toISOString() };
    publishers.push(publisher);
    return json(201, { publisher: publisherRow(publisher) });
  });
  server.put('/api/distribution/publishers/:id', (_schema, request) => {
    const index = find(request);
    const stored = publishers[index];
    if (!stored) return notFound(request);
    const result = read(request, stored.id);
    if (!result.ok) return apiError(400, 'The publisher is not valid.', result.errors);
    const publisher: Publisher = { ...stored, ...result.value, updatedAt: now().toISOString() };
    publishers[index] = publisher;
    return json(200, { publisher: publisherRow(publisher) });
  });
  server.delete('/api/distribution/publishers/:id', (_schema, request) => {
    const index = find(request);
    const [publisher] = index < 0 ? [] : publishers.splice(index, 1);
    return publisher ? json(200, { publisher: publisherRow(publisher) }) : notFound(request);
  });
  server.get('/api/distribution/publishers/:id/sdk-key', (_schema, request) => {
    const publisher = publishers[find(request)];
    return publisher ? json(200, { sdkKey: publisher.sdkKey } satisfies SdkKeyResponse) : notFound(request);
  });
  server.post('/api/distribution/publishers/:id/sdk-key', (_schema, request) => {
    const index = find(request);
    const stored = publishers[index];
    if (!stored) return notFound(request);
    const publisher: Publisher = { ...stored, sdkKey: newKey(), updatedAt: now().toISOString() };
    publishers[index] = publisher;
    return json(200, { sdkKey: publisher.sdkKey } satisfies SdkKeyResponse);
  });
}
