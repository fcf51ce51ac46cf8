import { blogCategories, type BlogDetailResponse, type BlogEditData, type BlogListItem, type BlogSidebar } from '@console/contracts';
import { mockApi } from '../../test-kit';
import { contentPagesDomain } from '.';

const { get } = mockApi(() => [contentPagesDomain()]);
const listFields = ['avatar', 'blogPosted', 'comment', 'excerpt', 'id', 'img', 'status', 'tags', 'title', 'userFullName'];

describe('GET /blog/list/data', () => {
  it('lists the posts newest first with the list fields only', async () => {
    const { status, body } = await get('/blog/list/data');
    expect(status).toBe(200);
    const posts = body as BlogListItem[];
    expect(posts.map((post) => post.id)).toEqual([1, 2, 3, 4, 5, 6]);
    for (const post of posts) expect(Object.keys(post).sort()).toEqual(listFields);
    const dates = posts.map((post) => post.blogPosted);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(posts[0]).toMatchObject({ img: '/images/blog/1.svg', userFullName: 'Ines Carvalho', tags: ['Fashion', 'Video'], comment: 3 });
    // Every spec category is used as a tag somewhere.
    expect(new Set(posts.flatMap((post) => post.tags))).toEqual(new Set(blogCategories));
    expect(JSON.stringify(body)).not.toMatch(/https?:|"\/\//);
  });

  it('filters by title, case-insensitively', async () => {
    const found = (await get('/blog/list/data?q=STREAMING')).body as BlogListItem[];
    expect(found.map((post) => post.title)).toEqual(['Dressing a period drama on a streaming budget', 'Streaming an esports final at 4K and 60 frames']);
    // "kitchen" is only in an excerpt, not a title.
    expect((await get('/blog/list/data?q=kitchen')).body).toEqual([]);
  });
});

describe('GET /blog/list/data/sidebar', () => {
  it('answers the four latest posts and exactly the five spec categories', async () => {
    const { status, body } = await get('/blog/list/data/sidebar');
    expect(status).toBe(200);
    const sidebar = body as BlogSidebar;
    expect(sidebar.categories.map((row) => row.category)).toEqual(['Fashion', 'Food', 'Gaming', 'Quote', 'Video']);
    expect(sidebar.categories.every((row) => row.icon !== '')).toBe(true);
    expect(sidebar.recentPosts.map((post) => post.id)).toEqual([1, 2, 3, 4]);
    expect(sidebar.recentPosts[1]).toEqual({ id: 2, img: '/images/blog/2.svg', title: 'Filming a cooking show in a studio flat', createdTime: '2026-10-20' });
  });
});

describe('GET /blog/list/data/detail', () => {
  it('answers the first post and its comments by default', async () => {
    const { status, body } = await get('/blog/list/data/detail');
    expect(status).toBe(200);
    const { blog, comments } = body as BlogDetailResponse;
    expect(blog).toMatchObject({ id: 1, title: 'Dressing a period drama on a streaming budget', userFullName: 'Ines Carvalho', blogPosted: '2026-10-28' });
    expect(blog.content).toMatch(/^<p>.+<\/ul>$/);
    expect(blog.content).not.toMatch(/<(?!\/?(p|h2|ul|li|strong)>)/);
    expect(comments).toHaveLength(blog.comment);
    expect(comments[0]).toEqual({ id: 101, avatar: '/images/avatars/3.svg', userFullName: 'Jules Moreau', commentedAt: '2026-10-28T14:12:00Z', commentText: expect.any(String) });
  });

  it('selects a post by id; its comment count matches its comments', async () => {
    const { body } = await get('/blog/list/data/detail?id=5');
    const { blog, comments } = body as BlogDetailResponse;
    expect(blog).toMatchObject({ id: 5, tags: ['Fashion'], comment: 0 });
    expect(comments).toEqual([]);
    expect(((await get('/blog/list/data/detail?id=4')).body as BlogDetailResponse).blog.content).toContain('&quot;Write the scene');
  });

  it('answers 404 for an unknown id', async () => {
    expect(await get('/blog/list/data/detail?id=99')).toEqual({ status: 404, body: { message: 'Blog post 99 was not found.' } });
    expect((await get('/blog/list/data/detail?id=abc')).status).toBe(404);
  });
});

describe('GET /blog/list/data/edit', () => {
  it('answers the edit form values of the first post by default', async () => {
    const { status, body } = await get('/blog/list/data/edit');
    expect(status).toBe(200);
    expect(body).toEqual({
      id: 1,
      avatar: '/images/avatars/6.svg',
      userFullName: 'Ines Carvalho',
      blogPosted: '2026-10-28',
      blogTitle: 'Dressing a period drama on a streaming budget',
      blogCategories: ['Fashion', 'Video'],
      slug: 'dressing-a-period-drama-on-a-streaming-budget',
      status: 'Published',
      excerpt: expect.stringContaining('Harbour Lights'),
      content: expect.stringMatching(/^<p>.+<\/ul>$/),
      featuredImage: '/images/blog/1.svg',
    } satisfies Record<keyof BlogEditData, unknown>);
  });

  it('selects a post by id and answers 404 for an unknown one', async () => {
    const { body } = await get('/blog/list/data/edit?id=4');
    expect(body).toMatchObject({ blogTitle: '"Make the first minute count": notes from our showrunners', slug: 'make-the-first-minute-count-notes-from-our-showrunners', blogCategories: ['Quote'] });
    expect(await get('/blog/list/data/edit?id=0')).toEqual({ status: 404, body: { message: 'Blog post 0 was not found.' } });
  });
});
