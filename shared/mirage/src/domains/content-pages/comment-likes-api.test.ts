import type { ProfilePostResponse, ProfilePostsPage } from '@console/contracts';
import { mockApi } from '../../test-kit';
import { contentPagesDomain } from '.';

const { get, call } = mockApi(() => [contentPagesDomain()]);
const likeComment = (post: number, index: number | string, liked: unknown) => call<ProfilePostResponse>('POST', `/profile/posts/${post}/comments/${index}/like`, { liked });

describe('POST /profile/posts/{id}/comments/{index}/like', () => {
  it('likes and unlikes a comment: its count and flag follow, twice counts once, and the feed shows it', async () => {
    const liked = (await likeComment(1, 0, true)).body.post.detailedComments[0];
    expect(liked).toMatchObject({ commentsLikes: 8, youLiked: true });
    expect((await likeComment(1, 0, true)).body.post.detailedComments[0]?.commentsLikes).toBe(8);
    const unliked = await likeComment(1, 1, false);
    expect(unliked).toMatchObject({ status: 200, body: { post: { detailedComments: [{ commentsLikes: 8 }, { commentsLikes: 2, youLiked: false }] } } });
    const feed = (await get<ProfilePostsPage>('/profile/posts')).body.posts[0];
    expect(feed?.detailedComments.map(({ commentsLikes, youLiked }) => ({ commentsLikes, youLiked }))).toEqual([
      { commentsLikes: 8, youLiked: true },
      { commentsLikes: 2, youLiked: false },
    ]);
  });

  it('answers 404 for an unknown post or comment and 400 for a body without the flag, changing nothing', async () => {
    const before = (await get<ProfilePostsPage>('/profile/posts')).body;
    expect((await likeComment(99, 0, true)).status).toBe(404);
    expect((await likeComment(1, 2, true)).status).toBe(404);
    expect((await likeComment(1, 'first', true)).status).toBe(404);
    expect(await likeComment(1, 0, 'yes')).toMatchObject({ status: 400, body: { message: 'The like is not valid.' } });
    expect((await get<ProfilePostsPage>('/profile/posts')).body).toEqual(before);
  });
});
