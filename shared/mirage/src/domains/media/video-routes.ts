import type { Server, Request } from 'miragejs';
import type { ApiErrorBody } from '@console/contracts';
import { BulkRequestSchema, NewVideoSchema, VideoUpdateSchema, type BulkResponse, type MediaRefusal, type Video, type VideoResponse, type VideoStatus } from '@console/contracts/src/media';
import { checkBody } from '../../check';
import { apiError, json, queryParam, readJson } from '../../http';
import { keepWhere, replaceEach, type Catalogue } from './catalogue';
import { takeId } from './ids';
import { parseVideoQuery, queryVideos } from './query';
import { refusedEntry, transitionRefusal } from './rules';

const bulkTarget: Partial<Record<string, VideoStatus>> = { publish: 'published', unpublish: 'unlisted', archive: 'archived' };

/** A video's status change: its published date is set when it is first published. */
function moveTo(video: Video, status: VideoStatus, now: string): Video {
  return { ...video, status, publishedAt: status === 'published' && !video.publishedAt ? now : video.publishedAt };
}

/** Videos: list with totals, detail, create (a draft), update with allowed moves only, bulk actions. */
export function videoRoutes(server: Server, data: Catalogue, now: () => string) {
  const find = (request: Request) => data.videos.findIndex((video) => video.id === Number(request.params.id));
  const notFound = (request: Request) => apiError(404, `Video ${request.params.id ?? ''} was not found.`);

  server.get('/api/media/videos', (_schema, request) =>
    json(200, queryVideos(data.videos, parseVideoQuery((name) => queryParam(request, name), data.categories))),
  );

  server.get('/api/media/videos/:id', (_schema, request) => {
    const video = data.videos[find(request)];
    return video ? json(200, { video } satisfies VideoResponse) : notFound(request);
  });

  server.post('/api/media/videos', (_schema, request) => {
    const result = checkBody(NewVideoSchema, readJson(request));
    if (!result.ok) return apiError(400, 'The video is not valid.', result.errors);
    const { title, duration, sourceUrl } = result.value;
    const video: Video = {
      id: takeId(data.lastIds, 'videos'), title, duration, sourceUrl, description: '', brandId: null, categoryId: null, tags: [], status: 'draft',
      language: 'en', rating: 'G', thumbnail: '', captions: [], createdAt: now(), publishedAt: null, views: 0,
    };
    data.videos.unshift(video);
    return json(201, { video } satisfies VideoResponse);
  });

  server.put('/api/media/videos/:id', (_schema, request) => {
    const index = find(request);
    const stored = data.videos[index];
    if (!stored) return notFound(request);
    const result = checkBody(VideoUpdateSchema, readJson(request));
    if (!result.ok) return apiError(400, 'The video is not valid.', result.errors);
    const refusal = stored.status === result.value.status ? null : transitionRefusal({ ...stored, ...result.value, status: stored.status }, result.value.status);
    // With its code and figures, as the bulk answer's refusals: the editor says it in the user's language.
    if (refusal) {
      const { message, ...coded } = refusal;
      return json(400, { message, errors: { status: message }, ...coded } satisfies ApiErrorBody & MediaRefusal);
    }
    const video = moveTo({ ...stored, ...result.value, status: stored.status }, result.value.status, now());
    data.videos[index] = video;
    return json(200, { video } satisfies VideoResponse);
  });

  server.post('/api/media/videos/bulk', (_schema, request) => {
    const result = checkBody(BulkRequestSchema, readJson(request));
    if (!result.ok) return apiError(400, 'The bulk action is not valid.', result.errors);
    const { action, ids, categoryId } = result.value;
    if (action === 'category' && !data.categories.some((category) => category.id === categoryId)) {
      return apiError(400, 'Choose an existing category.', { categoryId: 'Choose an existing category.' });
    }
    const wanted = new Set(ids);
    const answer: BulkResponse = { changed: [], refused: [] };
    if (action === 'delete') {
      keepWhere(data.videos, (video) => !wanted.has(video.id) || (answer.changed.push(video.id), false));
      // A playlist that loses a video has changed: its "Updated" says when, as an edit's would.
      replaceEach(data.playlists, (playlist) =>
        playlist.videoIds.some((id) => wanted.has(id)) ? { ...playlist, videoIds: playlist.videoIds.filter((id) => !wanted.has(id)), updatedAt: now() } : playlist,
      );
      return json(200, answer);
    }
    const target = bulkTarget[action];
    replaceEach(data.videos, (video) => {
      if (!wanted.has(video.id)) return video;
      if (!target) return answer.changed.push(video.id), { ...video, categoryId: categoryId ?? video.categoryId };
      const refusal = transitionRefusal(video, target);
      if (refusal) return answer.refused.push(refusedEntry(video, refusal)), video;
      answer.changed.push(video.id);
      return moveTo(video, target, now());
    });
    return json(200, answer);
  });
}
