import { canMoveTo, videoStatuses, videoTransitions, type VideoStatus } from './media-messages';

// The workflow as docs/api/media.md states it: every pair of statuses, allowed or not.
const allowed: Record<VideoStatus, VideoStatus[]> = {
  draft: ['processing', 'published', 'archived'],
  processing: ['draft', 'published', 'unlisted'],
  published: ['unlisted', 'archived'],
  unlisted: ['published', 'archived'],
  archived: ['draft'],
};
const pairs = videoStatuses.flatMap((from) => videoStatuses.map((to) => [from, to, from === to || allowed[from].includes(to)] as const));

it.each(pairs)('a video in %s may move to %s: %s', (from, to, expected) => {
  expect(canMoveTo(from, to)).toBe(expected);
});

it('lists for each status exactly the moves the workflow allows, never the status itself', () => {
  expect(videoTransitions).toEqual(allowed);
  for (const status of videoStatuses) expect(videoTransitions[status]).not.toContain(status);
});
