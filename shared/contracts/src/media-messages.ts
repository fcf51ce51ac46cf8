// The media domain's value lists and message texts, apart from its schemas (see todo-messages.ts):
// the sign-in page bundles every domain's English messages and must not bring the schemas along.
import { uploadImageMaxKilobytes } from './content-pages-messages';
import { define } from './schema-kit';

export const videoStatuses = ['draft', 'processing', 'published', 'unlisted', 'archived'] as const;
export type VideoStatus = (typeof videoStatuses)[number];

export const videoLanguages = ['en', 'fr', 'ar', 'es', 'de'] as const;
export type VideoLanguage = (typeof videoLanguages)[number];

export const contentRatings = ['G', 'PG', 'PG-13', 'R'] as const;
export type ContentRating = (typeof contentRatings)[number];

/** Which status a video may move to from each status (the server refuses any other move). */
export const videoTransitions: Readonly<Record<VideoStatus, readonly VideoStatus[]>> = {
  draft: ['processing', 'published', 'archived'],
  processing: ['draft', 'published', 'unlisted'],
  published: ['unlisted', 'archived'],
  unlisted: ['published', 'archived'],
  archived: ['draft'],
};

/** True when a video in `from` may be moved to `to` (staying put is always allowed). */
export function canMoveTo(from: VideoStatus, to: VideoStatus): boolean {
  return from === to || videoTransitions[from].includes(to);
}

export const videoSortColumns = ['title', 'duration', 'publishedAt', 'views', 'createdAt'] as const;
export type VideoSortColumn = (typeof videoSortColumns)[number];

export const mediaLimits = { title: 100, description: 5000, tags: 20, name: 60 } as const;

/** English text of each media message key (`media.errors.*`). */
export const mediaMessagesEn = /* @__PURE__ */ define(() => ({
  'media.errors.titleRequired': 'Title is required.',
  'media.errors.titleTooLong': `Title must be at most ${mediaLimits.title} characters.`,
  'media.errors.descriptionTooLong': `Description must be at most ${mediaLimits.description} characters.`,
  'media.errors.tagsTooMany': `A video may have at most ${mediaLimits.tags} tags.`,
  'media.errors.thumbnailInvalid': 'Thumbnail must be an image (a path, a web address or an uploaded image).',
  'media.errors.logoInvalid': 'Logo must be an image (a path, a web address or an uploaded image).',
  'media.errors.thumbnailRequired': 'A published video needs a thumbnail.',
  'media.errors.categoryRequired': 'A published video needs a category.',
  'media.errors.statusInvalid': `Status must be one of: ${videoStatuses.join(', ')}.`,
  'media.errors.durationInvalid': 'Duration must be a whole number of seconds, at least 1.',
  'media.errors.durationTooLong': 'A video lasts at most 24 hours (86400 seconds).',
  'media.errors.sourceUrlInvalid': 'Video URL must be a web address (https:// or http://) or a path starting with /.',
  'media.errors.nameRequired': 'Name is required.',
  'media.errors.nameTooLong': `Name must be at most ${mediaLimits.name} characters.`,
  'media.errors.nameInUse': 'This name is already in use.',
  'media.errors.slugInvalid': 'Slug must be lower-case words joined by hyphens.',
  'media.errors.slugInUse': 'This slug is already in use.',
  'media.errors.colourInvalid': 'Colour must be like #1a2b3c.',
  'media.errors.parentInvalid': 'The parent must be a top-level category.',
  'media.errors.parentHasSubcategories': 'A category with subcategories stays top-level: move its subcategories first.',
  'media.errors.limitInvalid': 'Limit must be between 1 and 200.',
  'media.errors.videosInvalid': 'Videos must be a list of video ids.',
  'media.errors.thumbnailFileType': 'Choose a PNG, JPEG, GIF or WebP picture.',
  'media.errors.thumbnailFileSize': `The picture must be at most ${uploadImageMaxKilobytes} KB.`,
  'media.errors.thumbnailUnreadable': 'This file could not be read. Choose it again or pick another.',
  'media.errors.thumbnailNotPicture': 'This file is not a picture, or it is damaged. Choose another.',
} satisfies Record<`media.errors.${string}`, string>));
