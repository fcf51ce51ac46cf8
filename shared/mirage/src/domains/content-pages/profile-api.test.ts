import type { ProfileData, ProfilePollResponse, ProfilePost, ProfilePostResponse, ProfilePostsPage } from '@console/contracts';
import { mockApi } from '../../test-kit';
import { pollPercentages } from './poll';
import { contentPagesDomain } from '.';

const { get, call, restart } = mockApi(() => [contentPagesDomain()]);

describe('the profile feed', () => {
  it('pages through every post, newest first', async () => {
    const first = (await get<ProfilePostsPage>('/profile/posts?page=1&perPage=3')).body;
    const third = (await get<ProfilePostsPage>('/profile/posts?page=3&perPage=3')).body;
    expect(first.total).toBe(8);
    expect(first.posts.map((post) => post.id)).toEqual([1, 2, 3]);
    expect(third.posts.map((post) => post.id)).toEqual([7, 8]);
    expect((await get<ProfileData>('/profile/data')).body).toMatchObject({ postsTotal: 8, pollVote: '' });
  });

  it('likes and unlikes a post: the count, the flag and the liked people follow', async () => {
    const like = (liked: boolean) => call<ProfilePostResponse>('POST', '/profile/posts/2/like', { liked });
    const liked = (await like(true)).body.post;
    expect(liked).toMatchObject({ likes: 313, youLiked: true });
    expect(liked.likedUsers[0]?.username).toBe('Maya Lindqvist');
    expect((await like(true)).body.post.likes).toBe(313); // liking twice counts once
    expect((await like(false)).body.post).toMatchObject({ likes: 312, youLiked: false });
    expect((await call('POST', '/profile/posts/99/like', { liked: true })).status).toBe(404);
  });

  it('adds a comment in the caller’s name and refuses an empty one', async () => {
    const { status, body } = await call<ProfilePostResponse>('POST', '/profile/posts/3/comments', { comment: 'I know a colourist!' });
    expect(status).toBe(201);
    expect(body.post.comments).toBe(3);
    expect(body.post.detailedComments).toHaveLength(3);
    expect(body.post.detailedComments.at(-1)).toMatchObject({ username: 'Maya Lindqvist', comment: 'I know a colourist!' });
    expect(await call('POST', '/profile/posts/3/comments', { comment: '  ' })).toMatchObject({ status: 400, body: { errors: { comment: 'Write a comment first.' } } });
  });

  it('counts the comments a post holds, also in a feed saved when the seed said more than it held', async () => {
    const domain = contentPagesDomain();
    restart([domain]);
    // Restored from the browser: the earlier seed's "18 comments" beside its 2 comments.
    const [saved] = domain.persist?.state.profilePosts as ProfilePost[];
    if (saved) saved.comments = 18;
    expect((await get<ProfilePostsPage>('/profile/posts')).body.posts[0]).toMatchObject({ comments: 2, detailedComments: { length: 2 } });
    expect((await call<ProfilePostResponse>('POST', '/profile/posts/1/comments', { comment: 'Lovely light.' })).body.post.comments).toBe(3);
  });

  it('counts a share once', async () => {
    expect((await call<ProfilePostResponse>('POST', '/profile/posts/1/share')).body.post).toMatchObject({ shares: 10, youShared: true });
    expect((await call<ProfilePostResponse>('POST', '/profile/posts/1/share')).body.post.shares).toBe(10);
  });

  it('takes one vote, recounts the percentages to 100, and refuses a second vote', async () => {
    const { status, body } = await call<ProfilePollResponse>('POST', '/profile/polls/vote', { option: 'Animation' });
    expect(status).toBe(200);
    expect(body.pollVote).toBe('Animation');
    expect(body.polls.map((option) => [option.name, option.votes, option.result])).toEqual([
      ['Documentaries', 45, 44],
      ['Live concerts', 30, 30],
      ['Drama series', 15, 15],
      ['Animation', 11, 11],
    ]);
    expect(await call('POST', '/profile/polls/vote', { option: 'Documentaries' })).toMatchObject({ status: 409, body: { message: 'You have already voted in this poll.' } });
    expect((await get<ProfileData>('/profile/data')).body.pollVote).toBe('Animation');
  });

  it('refuses a vote for an answer the poll does not have', async () => {
    expect(await call('POST', '/profile/polls/vote', { option: 'Westerns' })).toMatchObject({ status: 400, body: { errors: { option: 'Choose one of the poll’s answers.' } } });
  });
});

describe('pollPercentages', () => {
  it('gives whole percents that add up to 100', () => {
    expect(pollPercentages([1, 1, 1])).toEqual([34, 33, 33]);
    expect(pollPercentages([45, 30, 15, 11])).toEqual([44, 30, 15, 11]);
    expect(pollPercentages([0, 0])).toEqual([0, 0]);
  });
});
