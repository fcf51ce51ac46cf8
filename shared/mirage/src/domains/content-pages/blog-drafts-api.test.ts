import type { BlogCommentResponse, BlogDetailResponse, BlogEditData, BlogListItem, BlogSidebar, LoginUser } from '@console/contracts';
import { mockApi } from '../../test-kit';
import { seedLoginUsers, signToken } from '../auth';
import { contentPagesDomain } from '.';

const admin = 1;
const reader = 4;
/** May read the blog, not edit it (no `update` on `Blog`). */
const readerAccount = (template: LoginUser): LoginUser => ({
  ...template,
  id: reader,
  email: 'reader@demo.com',
  username: 'blog.reader',
  ability: [
    { action: 'read', subject: 'Blog' },
    { action: 'read', subject: 'Auth' },
  ],
});

const { restart } = mockApi(() => []);
beforeEach(() => {
  const users = seedLoginUsers();
  restart([contentPagesDomain({ users: [...users, readerAccount(users[1] as LoginUser)] })]);
});

async function as<T>(userId: number, method: string, url: string, body?: unknown) {
  const token = await signToken(userId, 'access');
  const response = await fetch(url, { method, headers: { Authorization: `Bearer ${token}` }, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as T };
}

/** The administrator saves a post with another status. */
async function setStatus(id: number, status: BlogEditData['status']) {
  const { blogTitle, blogCategories, slug, excerpt, content, featuredImage } = (await as<BlogEditData>(admin, 'GET', `/blog/list/data/edit?id=${id}`)).body;
  expect((await as(admin, 'POST', `/blog/list/data/edit?id=${id}`, { blogTitle, blogCategories, slug, status, excerpt, content, featuredImage })).status).toBe(200);
}

const listed = async (userId: number) => (await as<BlogListItem[]>(userId, 'GET', '/blog/list/data')).body.map((post) => post.id);
const recent = async (userId: number) => (await as<BlogSidebar>(userId, 'GET', '/blog/list/data/sidebar')).body.recentPosts.map((post) => post.id);

describe('posts not yet published (Draft, Pending)', () => {
  beforeEach(async () => {
    await setStatus(1, 'Pending');
    await setStatus(2, 'Draft');
  });

  it('are listed, in the recent posts too, only for someone who may edit posts', async () => {
    expect(await listed(reader)).toEqual([3, 4, 5, 6]);
    expect(await recent(reader)).toEqual([3, 4, 5, 6]);
    expect(await listed(admin)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(await recent(admin)).toEqual([1, 2, 3, 4]);
    expect((await as<BlogListItem[]>(reader, 'GET', '/blog/list/data?category=Food')).body.map((post) => post.id)).toEqual([6]);
  });

  it('are not found for a reader: detail, edit values and comments', async () => {
    expect(await as(reader, 'GET', '/blog/list/data/detail?id=2')).toEqual({ status: 404, body: { message: 'Blog post 2 was not found.' } });
    expect((await as(reader, 'GET', '/blog/list/data/edit?id=2')).status).toBe(404);
    expect((await as(reader, 'POST', '/blog/list/data/add-comment?id=1', { commentText: 'First!' })).status).toBe(404);
    // Without an id, the first post the reader may see.
    expect((await as<BlogDetailResponse>(reader, 'GET', '/blog/list/data/detail')).body.blog.id).toBe(3);
    expect((await as<BlogDetailResponse>(reader, 'GET', '/blog/list/data/detail?id=3')).status).toBe(200);
  });

  it('open for someone who may edit posts', async () => {
    expect((await as<BlogDetailResponse>(admin, 'GET', '/blog/list/data/detail?id=2')).body.blog).toMatchObject({ id: 2, status: 'Draft' });
    expect((await as<BlogDetailResponse>(admin, 'GET', '/blog/list/data/detail')).body.blog).toMatchObject({ id: 1, status: 'Pending' });
    expect((await as<BlogCommentResponse>(admin, 'POST', '/blog/list/data/add-comment?id=2', { commentText: 'Nearly there.' })).status).toBe(201);
  });

  it('show again for a reader once published', async () => {
    await setStatus(2, 'Published');
    expect(await listed(reader)).toEqual([2, 3, 4, 5, 6]);
    expect((await as(reader, 'GET', '/blog/list/data/detail?id=2')).status).toBe(200);
  });
});
