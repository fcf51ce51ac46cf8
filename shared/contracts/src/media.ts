import * as v from 'valibot';
import { addressPattern, choice, define, fields, isoTime, listOf, pathOrEmpty, recordId, requiredText, slug, text, wholeNumber } from './schema-kit';
import { uploadedImagePattern, withinUploadSize } from './image-value';
import { videoStatuses, videoLanguages, contentRatings, mediaLimits, type VideoStatus, type VideoLanguage, type VideoSortColumn } from './media-messages';

export * from './media-messages';

// The media product's own API (/api/media/…): videos, playlists, brands, categories. The spec
// names the areas only ("the real CMS calls are not shown"); docs/api/media.md documents the calls.

/** A picture drawn as SVG markup in a data URL, as the seed's thumbnails are (an `<img>` runs no script in it). */
const svgDataPattern = /^data:image\/svg\+xml(;charset=utf-8)?,\S+$/;
/**
 * '' (none), a console path, a web address, or an image as a data URL: an uploaded PNG, JPEG, GIF
 * or WebP of at most `uploadImageMaxKilobytes`, or an SVG; `message` names the field.
 */
const imageField = (message: 'media.errors.thumbnailInvalid' | 'media.errors.logoInvalid') =>
  v.pipe(
    v.string(message),
    v.check((value) => value === '' || addressPattern.test(value) || uploadedImagePattern.test(value) || svgDataPattern.test(value), message),
    v.check(withinUploadSize, 'media.errors.thumbnailFileSize'),
  );
const thumbnailSchema = /* @__PURE__ */ define(() => imageField('media.errors.thumbnailInvalid'));
const logoSchema = /* @__PURE__ */ define(() => imageField('media.errors.logoInvalid'));
const titleSchema = /* @__PURE__ */ define(() => v.pipe(requiredText('media.errors.titleRequired'), v.maxLength(mediaLimits.title, 'media.errors.titleTooLong')));
const descriptionSchema = /* @__PURE__ */ define(() => v.pipe(text(), v.maxLength(mediaLimits.description, 'media.errors.descriptionTooLong')));
const tagsSchema = /* @__PURE__ */ define(() => v.pipe(listOf(requiredText()), v.maxLength(mediaLimits.tags, 'media.errors.tagsTooMany')));
const nameSchema = /* @__PURE__ */ define(() => v.pipe(requiredText('media.errors.nameRequired'), v.maxLength(mediaLimits.name, 'media.errors.nameTooLong')));
const optionalId = /* @__PURE__ */ define(() => v.nullable(recordId()));

/** The fewest seconds a video may last: Roku refuses a feed item of 0 seconds (docs/api/distribution.md, missingDuration). */
export const minimumVideoSeconds = 1;
/** The most seconds a video may last: a day (a whole day's live recording). A larger figure is a typing slip, and would swamp the library's total hours. */
export const maximumVideoSeconds = 86_400;
/**
 * Where a video's file is played from: a web address (http or https) or a path of this console,
 * as a thumbnail may be (the Roku feed makes a path absolute on the console's origin; the seed's
 * videos use one). A video with none never reaches a feed (missingUrl).
 */
export const isVideoSourceUrl = (value: string): boolean => addressPattern.test(value);
const durationSchema = /* @__PURE__ */ define(() => v.pipe(wholeNumber(minimumVideoSeconds, 'media.errors.durationInvalid'), v.maxValue(maximumVideoSeconds, 'media.errors.durationTooLong')));
const sourceUrlSchema = /* @__PURE__ */ define(() => v.pipe(text('media.errors.sourceUrlInvalid'), v.trim(), v.check(isVideoSourceUrl, 'media.errors.sourceUrlInvalid')));
/**
 * The source address and duration as the Add video panel and the editor type them (the duration
 * as text, sent as a number), checked at their fields by the API's rules.
 */
export const VideoSourceFormEntries = /* @__PURE__ */ define(() => ({
  sourceUrl: sourceUrlSchema,
  duration: v.pipe(text('media.errors.durationInvalid'), v.trim(), v.regex(/^\d+$/, 'media.errors.durationInvalid'), v.transform(Number), v.minValue(minimumVideoSeconds, 'media.errors.durationInvalid'), v.maxValue(maximumVideoSeconds, 'media.errors.durationTooLong')),
}));

/** A video's fields that a person edits (the editor form and PUT /api/media/videos/:id). */
const videoEditable = /* @__PURE__ */ define(() => ({
  title: titleSchema,
  description: descriptionSchema,
  brandId: optionalId,
  categoryId: optionalId,
  tags: tagsSchema,
  language: choice(videoLanguages),
  rating: choice(contentRatings),
  thumbnail: thumbnailSchema,
  captions: listOf(choice(videoLanguages)),
  status: choice(videoStatuses, 'media.errors.statusInvalid'),
}));

export const VideoSchema = /* @__PURE__ */ define(() => fields({
  id: recordId(),
  ...videoEditable,
  duration: wholeNumber(0, 'media.errors.durationInvalid'),
  sourceUrl: text(),
  createdAt: isoTime(),
  publishedAt: v.nullable(isoTime()),
  views: wholeNumber(),
}));
export type Video = v.InferOutput<typeof VideoSchema>;

/**
 * PUT /api/media/videos/:id body (the editor's form); the answer is 200 { video }. The duration
 * and the source address may be left out (the stored ones stay), so a caller that never sent
 * them still may; sent, they must be usable: at least a second, an address.
 */
const VideoFieldsSchema = /* @__PURE__ */ define(() => fields({ ...videoEditable, duration: v.optional(durationSchema), sourceUrl: v.optional(sourceUrlSchema) }));
export type VideoUpdate = v.InferOutput<typeof VideoFieldsSchema>;
/** The editor's rule, checked at the field: a published video needs a thumbnail and a category. */
export const VideoUpdateSchema = /* @__PURE__ */ define(() => v.pipe(
  VideoFieldsSchema,
  v.forward(v.partialCheck([['status'], ['thumbnail']], (video) => video.status !== 'published' || video.thumbnail !== '', 'media.errors.thumbnailRequired'), ['thumbnail']),
  v.forward(v.partialCheck([['status'], ['categoryId']], (video) => video.status !== 'published' || video.categoryId !== null, 'media.errors.categoryRequired'), ['categoryId']),
));

/**
 * POST /api/media/videos body: "Add video" from a file's metadata; the answer is 201 { video } (a
 * draft). The console's panel always sends the source address; the API still takes none ('' or
 * left out) from an older caller, a draft the editor can give one later.
 */
export const NewVideoSchema = /* @__PURE__ */ define(() => fields({
  title: titleSchema,
  duration: durationSchema,
  sourceUrl: v.optional(pathOrEmpty(), ''),
}));
export type NewVideo = v.InferOutput<typeof NewVideoSchema>;

export const bulkActions = ['publish', 'unpublish', 'archive', 'category', 'delete'] as const;
export type BulkAction = (typeof bulkActions)[number];

/** POST /api/media/videos/bulk body. */
export const BulkRequestSchema = /* @__PURE__ */ define(() => fields({
  action: choice(bulkActions),
  ids: v.pipe(listOf(recordId(), 'media.errors.videosInvalid'), v.minLength(1, 'media.errors.videosInvalid')),
  categoryId: v.optional(recordId()),
}));
export type BulkRequest = v.InferOutput<typeof BulkRequestSchema>;

/**
 * Why the API refused a change, besides its English message: a code and its figures, so the
 * client says it in the user's language (a client that knows no code shows the message).
 */
export type MediaRefusal =
  | { code: 'in-use' | 'has-subcategories'; params: { name: string; count: number } }
  | { code: 'in-channels'; params: { name: string; count: number; channels: string } }
  | { code: 'in-playlists'; params: { name: string; count: number; playlists: string } }
  | { code: 'in-distribution'; params: { name: string; count: number; publishers: number; channels: number; campaigns: number; names: string } }
  | { code: 'videos-gone'; params: { ids: string } }
  | { code: 'move-not-allowed'; params: { from: VideoStatus; to: VideoStatus } }
  | { code: 'no-thumbnail' | 'no-category'; params?: undefined };

/** The bulk answer: which videos changed, and which were refused with why (a title each). */
export interface BulkResponse {
  changed: number[];
  refused: ({ id: number; title: string; reason: string } & MediaRefusal)[];
}

export const BrandSchema = /* @__PURE__ */ define(() => fields({
  id: recordId(),
  name: nameSchema,
  slug: slug('media.errors.slugInvalid'),
  colour: v.pipe(text('media.errors.colourInvalid'), v.regex(/^#[0-9a-f]{6}$/i, 'media.errors.colourInvalid')),
  logo: logoSchema,
  status: choice(['active', 'inactive'] as const),
}));
export type Brand = v.InferOutput<typeof BrandSchema>;
/** POST /api/media/brands and PUT /api/media/brands/:id body. */
export const BrandInputSchema = /* @__PURE__ */ define(() => v.omit(BrandSchema, ['id']));
export type BrandInput = v.InferOutput<typeof BrandInputSchema>;

export const CategorySchema = /* @__PURE__ */ define(() => fields({
  id: recordId(),
  name: nameSchema,
  slug: slug('media.errors.slugInvalid'),
  parentId: optionalId,
}));
export type Category = v.InferOutput<typeof CategorySchema>;
export const CategoryInputSchema = /* @__PURE__ */ define(() => v.omit(CategorySchema, ['id']));
export type CategoryInput = v.InferOutput<typeof CategoryInputSchema>;

export const smartSorts = ['newest', 'most-viewed', 'title', 'shortest'] as const;
export type SmartSort = (typeof smartSorts)[number];

/** A smart playlist's rules: every given rule must hold ('' / null = any). */
export const SmartRulesSchema = /* @__PURE__ */ define(() => fields({
  brandId: optionalId,
  categoryId: optionalId,
  tag: v.pipe(text(), v.trim()),
  status: choice(['', ...videoStatuses] as const),
  limit: v.pipe(v.number('media.errors.limitInvalid'), v.integer('media.errors.limitInvalid'), v.minValue(1, 'media.errors.limitInvalid'), v.maxValue(200, 'media.errors.limitInvalid')),
  sort: choice(smartSorts),
}));
export type SmartRules = v.InferOutput<typeof SmartRulesSchema>;

const playlistEditable = /* @__PURE__ */ define(() => ({
  name: nameSchema,
  description: descriptionSchema,
  brandId: optionalId,
  kind: choice(['manual', 'smart'] as const),
  videoIds: listOf(recordId(), 'media.errors.videosInvalid'),
  rules: SmartRulesSchema,
}));

export const PlaylistSchema = /* @__PURE__ */ define(() => fields({ id: recordId(), ...playlistEditable, updatedAt: isoTime() }));
export type Playlist = v.InferOutput<typeof PlaylistSchema>;
/**
 * Whether a playlist names the brand or category: its own brand, or a smart playlist's rules. While
 * one does, the API refuses to delete it (`in-playlists`), and the pages say so before Delete.
 */
export function playlistNames(kind: 'brand' | 'category', playlist: Pick<Playlist, 'brandId' | 'kind' | 'rules'>, id: number): boolean {
  if (kind === 'brand' && playlist.brandId === id) return true;
  return playlist.kind === 'smart' && playlist.rules[kind === 'brand' ? 'brandId' : 'categoryId'] === id;
}
/** POST /api/media/playlists and PUT /api/media/playlists/:id body. */
export const PlaylistInputSchema = /* @__PURE__ */ define(() => fields(playlistEditable));
export type PlaylistInput = v.InferOutput<typeof PlaylistInputSchema>;

/** GET /api/media/videos query ('' or absent = any). */
/** The most ids one video list call takes (`ids`). */
export const videoIdsPerCall = 100;

export interface VideoListQuery {
  q?: string;
  /** Comma-separated ids (at most 100): only these videos, e.g. the titles a page of the action log names. */
  ids?: string;
  brandId?: number;
  categoryId?: number;
  status?: VideoStatus | '';
  language?: VideoLanguage | '';
  minDuration?: number;
  maxDuration?: number;
  publishedFrom?: string;
  publishedTo?: string;
  sortColumn?: VideoSortColumn | '';
  sort?: 'asc' | 'desc';
  page?: number;
  perPage?: number;
}

/** Totals of the whole filtered set: hours = ⌊seconds / 3600⌋, minutes = ⌊seconds / 60⌋. */
export interface VideoTotals {
  count: number;
  seconds: number;
  hours: number;
  minutes: number;
}

export interface VideoListResponse {
  videos: Video[];
  total: number;
  totals: VideoTotals;
}
export interface VideoResponse {
  video: Video;
}

/**
 * What uses a brand or category, in its list row: how many videos, and the names of the playlists
 * naming it (playlistNames). Either keeps it from being deleted; the page says so before Delete.
 */
export interface TaxonomyUse {
  videoCount: number;
  playlists: string[];
}
/** GET /api/media/brands: every brand with what uses it. */
export type BrandRow = Brand & TaxonomyUse;
/** GET /api/media/categories: every category with what uses it. */
export type CategoryRow = Category & TaxonomyUse;
/** GET /api/media/playlists: a playlist in the list: its number of videos, and the Roku channels carrying it by name (none: it may be deleted). */
export type PlaylistRow = Playlist & { videoCount: number; channels: string[] };
/** GET /api/media/playlists/:id: the playlist and its videos in order. */
export interface PlaylistDetailResponse {
  playlist: Playlist;
  videos: Video[];
}
/** POST /api/media/playlists/preview: what smart rules select now. */
export interface PreviewResponse {
  videos: Video[];
}

/** The media domain's query keys (queryKeys.media). */
export const mediaQueryKeys = {
  all: ['media'] as const,
  videos: (query: VideoListQuery) => ['media', 'videos', query] as const,
  video: (id: number) => ['media', 'video', id] as const,
  brands: ['media', 'brands'] as const,
  categories: ['media', 'categories'] as const,
  playlists: ['media', 'playlists'] as const,
  playlist: (id: number) => ['media', 'playlist', id] as const,
  preview: (rules: SmartRules) => ['media', 'preview', rules] as const,
};

// The forms' views of the same rules: selects give ids as text ('' = none), tags are typed as
// one comma-separated line, a limit is typed as text.
const idText = /* @__PURE__ */ define(() => v.pipe(text(), v.transform((value): number | null => (value === '' ? null : Number(value)))));
const tagsText = /* @__PURE__ */ define(() => v.pipe(
  text(),
  v.transform((value) => [...new Set(value.split(',').map((tag) => tag.trim().toLowerCase()).filter(Boolean))]),
  v.maxLength(mediaLimits.tags, 'media.errors.tagsTooMany'),
));

/** The video editor's form: the update body's rules, a published video's needs shown at their fields. */
export const VideoFormSchema = /* @__PURE__ */ define(() => v.pipe(
  fields({ ...videoEditable, brandId: idText, categoryId: idText, tags: tagsText }),
  v.forward(v.partialCheck([['status'], ['thumbnail']], (video) => video.status !== 'published' || video.thumbnail !== '', 'media.errors.thumbnailRequired'), ['thumbnail']),
  v.forward(v.partialCheck([['status'], ['categoryId']], (video) => video.status !== 'published' || video.categoryId !== null, 'media.errors.categoryRequired'), ['categoryId']),
));

/** The category form: the parent picked in a select. */
export const CategoryFormSchema = /* @__PURE__ */ define(() => fields({ name: nameSchema, slug: slug('media.errors.slugInvalid'), parentId: idText }));

/** The playlist form (its videos are kept beside it, in the order shown). */
export const PlaylistFormSchema = /* @__PURE__ */ define(() => fields({
  name: nameSchema,
  description: descriptionSchema,
  brandId: idText,
  kind: choice(['manual', 'smart'] as const),
  rules: fields({
    brandId: idText,
    categoryId: idText,
    tag: v.pipe(text(), v.trim()),
    status: choice(['', ...videoStatuses] as const),
    limit: v.pipe(text('media.errors.limitInvalid'), v.transform(Number), v.integer('media.errors.limitInvalid'), v.minValue(1, 'media.errors.limitInvalid'), v.maxValue(200, 'media.errors.limitInvalid')),
    sort: choice(smartSorts),
  }),
}));
