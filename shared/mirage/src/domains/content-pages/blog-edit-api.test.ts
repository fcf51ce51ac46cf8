import type { BlogCommentResponse, BlogDetailResponse, BlogEditData, BlogListItem } from '@console/contracts';
import { mockApi } from '../../test-kit';
import { contentPagesDomain } from '.';

const { get, call } = mockApi(() => [contentPagesDomain()]);

const editOf = async (id: number) => (await get<BlogEditData>(`/blog/list/data/edit?id=${id}`)).body;
const formOf = ({ blogTitle, blogCategories, slug, status, excerpt, content, featuredImage }: BlogEditData) => ({ blogTitle, blogCategories, slug, status, excerpt, content, featuredImage });

describe('POST /blog/list/data/edit', () => {
  it('saves the form: the list, the detail and the edit form show it', async () => {
    const form = { ...formOf(await editOf(2)), blogTitle: 'Filming in a small kitchen', slug: 'small-kitchen', status: 'Draft', blogCategories: ['Food'] };
    const { status, body } = await call<BlogEditData>('POST', '/blog/list/data/edit?id=2', form);
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: 2, blogTitle: 'Filming in a small kitchen', slug: 'small-kitchen', status: 'Draft', blogCategories: ['Food'] });
    const list = (await get<BlogListItem[]>('/blog/list/data')).body;
    expect(list.find((post) => post.id === 2)).toMatchObject({ title: 'Filming in a small kitchen', status: 'Draft', tags: ['Food'] });
    expect((await get<BlogDetailResponse>('/blog/list/data/detail?id=2')).body.blog.title).toBe('Filming in a small kitchen');
    expect(await editOf(2)).toEqual(body);
  });

  it('refuses a bad form at its fields, and a slug another post has', async () => {
    const form = formOf(await editOf(1));
    const bad = await call('POST', '/blog/list/data/edit?id=1', { ...form, blogTitle: ' ', slug: 'Not A Slug', blogCategories: [] });
    expect(bad).toMatchObject({ status: 400, body: { errors: { blogTitle: 'Enter a title.', slug: 'Use lower-case letters and digits joined by single dashes.', blogCategories: 'Choose at least one category.' } } });
    const taken = await call('POST', '/blog/list/data/edit?id=1', { ...form, slug: 'filming-a-cooking-show-in-a-studio-flat' });
    expect(taken).toMatchObject({ status: 400, body: { errors: { slug: 'Another post already uses this slug.' } } });
    expect((await call('POST', '/blog/list/data/edit?id=77', form)).status).toBe(404);
  });

  it('refuses 10,000 characters in the title, slug, excerpt and content, and keeps the post', async () => {
    const form = formOf(await editOf(1));
    const long = 'a'.repeat(10_000);
    const answer = await call('POST', '/blog/list/data/edit?id=1', { ...form, blogTitle: long, slug: long, excerpt: long, content: long });
    expect(answer).toMatchObject({
      status: 400,
      body: { errors: { blogTitle: 'Use at most 100 characters.', slug: 'Use at most 100 characters.', excerpt: 'Use at most 1000 characters.', content: 'Use at most 5000 characters.' } },
    });
    expect(formOf(await editOf(1))).toEqual(form);
  });
});

describe('GET /blog/list/data?category=', () => {
  it('keeps the posts of one category; an unknown one does not filter', async () => {
    const gaming = (await get<BlogListItem[]>('/blog/list/data?category=Gaming')).body;
    expect(gaming.map((post) => post.id)).toEqual([3, 6]);
    expect((await get<BlogListItem[]>('/blog/list/data?category=Boats')).body).toHaveLength(6);
  });
});

describe('POST /blog/list/data/add-comment', () => {
  it('adds the comment in the caller’s name and counts it', async () => {
    const { status, body } = await call<BlogCommentResponse>('POST', '/blog/list/data/add-comment?id=5', { commentText: 'Great coats.' });
    expect(status).toBe(201);
    expect(body.comment).toMatchObject({ userFullName: 'Maya Lindqvist', commentText: 'Great coats.', id: 602 });
    const detail = (await get<BlogDetailResponse>('/blog/list/data/detail?id=5')).body;
    expect(detail.blog.comment).toBe(1);
    expect(detail.comments).toEqual([body.comment]);
    expect(await call('POST', '/blog/list/data/add-comment?id=5', { commentText: '' })).toMatchObject({ status: 400, body: { errors: { commentText: 'Write a comment first.' } } });
  });
});
