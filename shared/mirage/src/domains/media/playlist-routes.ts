import type { Server, Request } from 'miragejs';
import type { ApiErrorBody } from '@console/contracts';
import { PlaylistInputSchema, SmartRulesSchema, type MediaRefusal, type Playlist, type PlaylistDetailResponse, type PlaylistInput, type PlaylistRow, type PreviewResponse } from '@console/contracts/src/media';
import { messagesEn } from '@console/contracts/src/messages';
import { checkBody } from '../../check';
import { apiError, json, readJson, textFilter } from '../../http';
import type { Catalogue } from './catalogue';
import { takeId } from './ids';
import { selectByRules } from './rules';

/** What another domain says about a playlist before it goes: the names of the Roku channels carrying it. */
export interface PlaylistReferences {
  channelsCarrying(playlistId: number): string[];
}

/** A delete refused while channels carry the playlist, with its code and figures for the client's language. */
function carried(name: string, channels: readonly string[]): ApiErrorBody & MediaRefusal {
  const list = channels.join(', ');
  const message = `${name} is still carried by ${channels.length} Roku channel${channels.length === 1 ? '' : 's'}: ${list}.`;
  return { message, code: 'in-channels', params: { name, count: channels.length, channels: list } };
}

/**
 * Playlists: CRUD, a manual one's order as sent, a smart one's videos from its rules (and a live
 * preview). `references` (the distribution domain, when loaded) refuses deleting a carried playlist.
 */
export function playlistRoutes(server: Server, data: Catalogue, now: () => string, references: () => PlaylistReferences | undefined = () => undefined) {
  const videosOf = (playlist: Playlist) => {
    if (playlist.kind === 'smart') return selectByRules(data.videos, data.categories, playlist.rules);
    const byId = new Map(data.videos.map((video) => [video.id, video]));
    return playlist.videoIds.flatMap((id) => byId.get(id) ?? []);
  };
  const read = (request: Request): { ok: true; value: PlaylistInput } | { ok: false; errors: Record<string, string>; gone?: number[] } => {
    const result = checkBody(PlaylistInputSchema, readJson(request));
    if (!result.ok) return result;
    const known = new Set(data.videos.map((video) => video.id));
    const gone = result.value.videoIds.filter((id) => !known.has(id));
    if (gone.length) return { ok: false, errors: { videoIds: messagesEn['media.errors.videosInvalid'] }, gone };
    // A video is in a playlist once.
    return { ok: true, value: { ...result.value, videoIds: [...new Set(result.value.videoIds)] } };
  };
  /** A refused body: with the ids of videos deleted since the editor loaded them, named for the editor to mark (code `videos-gone`). */
  const invalid = ({ errors, gone }: { errors: Record<string, string>; gone?: number[] }) =>
    gone ? json(400, { message: `The playlist is not valid: videos ${gone.join(', ')} no longer exist.`, errors, code: 'videos-gone', params: { ids: gone.join(', ') } } satisfies ApiErrorBody & MediaRefusal) : apiError(400, 'The playlist is not valid.', errors);
  const find = (request: Request) => data.playlists.findIndex((playlist) => playlist.id === Number(request.params.id));
  const notFound = (request: Request) => apiError(404, `Playlist ${request.params.id ?? ''} was not found.`);

  // `q`: the playlists whose name holds it (the navbar search's; the playlists page sends none).
  server.get('/api/media/playlists', (_schema, request) => {
    const matches = textFilter(request);
    return json(200, data.playlists.filter((playlist) => matches(playlist.name)).map((playlist): PlaylistRow => ({ ...playlist, videoCount: videosOf(playlist).length, channels: references()?.channelsCarrying(playlist.id) ?? [] })));
  });
  server.get('/api/media/playlists/:id', (_schema, request) => {
    const playlist = data.playlists[find(request)];
    return playlist ? json(200, { playlist, videos: videosOf(playlist) } satisfies PlaylistDetailResponse) : notFound(request);
  });
  server.post('/api/media/playlists/preview', (_schema, request) => {
    const result = checkBody(SmartRulesSchema, readJson(request));
    if (!result.ok) return apiError(400, 'The rules are not valid.', result.errors);
    return json(200, { videos: selectByRules(data.videos, data.categories, result.value) } satisfies PreviewResponse);
  });
  server.post('/api/media/playlists', (_schema, request) => {
    const result = read(request);
    if (!result.ok) return invalid(result);
    const playlist: Playlist = { id: takeId(data.lastIds, 'playlists'), ...result.value, updatedAt: now() };
    data.playlists.push(playlist);
    return json(201, { playlist, videos: videosOf(playlist) } satisfies PlaylistDetailResponse);
  });
  server.put('/api/media/playlists/:id', (_schema, request) => {
    const index = find(request);
    const stored = data.playlists[index];
    if (!stored) return notFound(request);
    const result = read(request);
    if (!result.ok) return invalid(result);
    const playlist: Playlist = { id: stored.id, ...result.value, updatedAt: now() };
    data.playlists[index] = playlist;
    return json(200, { playlist, videos: videosOf(playlist) } satisfies PlaylistDetailResponse);
  });
  server.delete('/api/media/playlists/:id', (_schema, request) => {
    const index = find(request);
    const stored = data.playlists[index];
    if (!stored) return notFound(request);
    const channels = references()?.channelsCarrying(stored.id) ?? [];
    if (channels.length) return json(409, carried(stored.name, channels));
    data.playlists.splice(index, 1);
    return json(200, stored);
  });
}
