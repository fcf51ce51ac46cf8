import type { Request, Server } from 'miragejs';
import type { ApiErrorBody } from '@console/contracts';
import { emptyFeedCode, RokuChannelInputSchema, type PublishResponse, type RokuChannel } from '@console/contracts/src/distribution';
import { distributionMessagesEn } from '@console/contracts/src/distribution-messages';
import { apiError, json, readJson, textFilter } from '../../http';
import type { Catalogue } from '../media/catalogue';
import { checkInput } from './check';
import { buildFeed } from './feed';

const origin = () => globalThis.location?.origin ?? '';

/** Roku channels: CRUD, the Direct Publisher feed, its validation report, publish. `newId` counts on (a deleted id is not reused). */
export function channelRoutes(server: Server, channels: RokuChannel[], catalogue: () => Catalogue, newId: () => number, now: () => Date) {
  const find = (request: Request) => channels.findIndex((channel) => channel.id === Number(request.params.id));
  const notFound = (request: Request) => apiError(404, `Roku channel ${request.params.id ?? ''} was not found.`);
  const read = (request: Request) => {
    const result = checkInput(RokuChannelInputSchema, readJson(request));
    if (!result.ok) return result;
    const data = catalogue();
    if (!data.brands.some((brand) => brand.id === result.value.brandId)) return { ok: false as const, errors: { brandId: 'Choose a brand.' } };
    const known = new Set(data.playlists.map((playlist) => playlist.id));
    if (!result.value.playlistIds.every((id) => known.has(id))) return { ok: false as const, errors: { playlistIds: distributionMessagesEn['distribution.errors.playlistsUnknown'] } };
    return { ok: true as const, value: { ...result.value, playlistIds: [...new Set(result.value.playlistIds)] } };
  };
  const withCounts = (channel: RokuChannel) => {
    const { validation } = buildFeed(channel, catalogue(), origin(), now());
    return { ...channel, itemCount: validation.itemCount, issueCount: validation.issues.length };
  };

  // `q`: the channels whose name holds it (the navbar search's; the channels page sends none).
  server.get('/api/distribution/roku-channels', (_schema, request) => {
    const matches = textFilter(request);
    return json(200, channels.filter((channel) => matches(channel.name)).map(withCounts));
  });
  server.get('/api/distribution/roku-channels/:id', (_schema, request) => {
    const channel = channels[find(request)];
    return channel ? json(200, { channel }) : notFound(request);
  });
  server.post('/api/distribution/roku-channels', (_schema, request) => {
    const result = read(request);
    if (!result.ok) return apiError(400, 'The channel is not valid.', result.errors);
    const channel: RokuChannel = { id: newId(), ...result.value, publishedAt: null, version: 0, updatedAt: now().toISOString() };
    channels.push(channel);
    return json(201, { channel });
  });
  server.put('/api/distribution/roku-channels/:id', (_schema, request) => {
    const index = find(request);
    const stored = channels[index];
    if (!stored) return notFound(request);
    const result = read(request);
    if (!result.ok) return apiError(400, 'The channel is not valid.', result.errors);
    const channel: RokuChannel = { ...stored, ...result.value, updatedAt: now().toISOString() };
    channels[index] = channel;
    return json(200, { channel });
  });
  server.delete('/api/distribution/roku-channels/:id', (_schema, request) => {
    const index = find(request);
    const [channel] = index < 0 ? [] : channels.splice(index, 1);
    return channel ? json(200, { channel }) : notFound(request);
  });
  server.get('/api/distribution/roku-channels/:id/feed', (_schema, request) => {
    const channel = channels[find(request)];
    return channel ? json(200, buildFeed(channel, catalogue(), origin(), now()).feed) : notFound(request);
  });
  server.get('/api/distribution/roku-channels/:id/validation', (_schema, request) => {
    const channel = channels[find(request)];
    return channel ? json(200, buildFeed(channel, catalogue(), origin(), now()).validation) : notFound(request);
  });
  server.post('/api/distribution/roku-channels/:id/publish', (_schema, request) => {
    const index = find(request);
    const stored = channels[index];
    if (!stored) return notFound(request);
    const { validation, itemIds } = buildFeed(stored, catalogue(), origin(), now());
    // Checked here, at the moment of publishing, not by the client before it: the feed may have emptied since its report was read.
    const allowEmpty = (readJson(request) as { allowEmpty?: unknown } | undefined)?.allowEmpty === true;
    if (validation.itemCount === 0 && !allowEmpty) {
      const body: ApiErrorBody = { message: `${stored.name} has no valid item in its feed: publish it with allowEmpty to empty the channel on Roku.`, code: emptyFeedCode, params: { name: stored.name } };
      return json(409, body);
    }
    // What Roku now shows, for the report to name what leaves the feed before the next publish.
    const channel: RokuChannel = { ...stored, publishedAt: now().toISOString(), publishedItemIds: itemIds, version: stored.version + 1 };
    channels[index] = channel;
    return json(200, { channel, itemCount: validation.itemCount, issueCount: validation.issues.length } satisfies PublishResponse);
  });
}
