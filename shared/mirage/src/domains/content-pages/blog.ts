import type { Server } from 'miragejs';
import { allows, buildAbility } from '@console/auth';
import type { BlogCategory, BlogCommentResponse, BlogEditData, BlogListItem, BlogSidebar } from '@console/contracts';
import { blogCategories, BlogCommentFormSchema, BlogEditFormSchema, contentPagesMessagesEn } from '@console/contracts/src/content-pages';
import { apiError, json, queryParam, readJson } from '../../http';
import { checkBody } from '../../check';
import type { AccountStore } from './account-store';
import { forCaller, type Caller, type CallerOf } from './caller';
import { searchText, slugify } from './text';
import { seedBlog } from './blog-seed';

/** Sidebar categories: exactly the spec's five, with icon names. */
const sidebarCategories: BlogSidebar['categories'] = [
  { category: 'Fashion', icon: 'watch' },
  { category: 'Food', icon: 'coffee' },
  { category: 'Gaming', icon: 'monitor' },
  { category: 'Quote', icon: 'message-square' },
  { category: 'Video', icon: 'video' },
];

const isCategory = (value: string): value is BlogCategory => (blogCategories as readonly string[]).includes(value);

/**
 * Whether the caller may edit posts (`update` on `Blog`, the ability the console's edit links and
 * the edit route ask for): only they see posts not yet published. A server without login users
 * has one account, the demo administrator, who may.
 */
const editsPosts = (caller: Caller) => !caller.user || allows(buildAbility(caller.user.ability), { action: 'update', subject: 'Blog' });

/** GET /blog/list/data, /sidebar, /detail and /edit; POST /edit and /add-comment (docs/api/content-pages.md). */
export function blogRoutes(server: Server, accounts: AccountStore, callerOf: CallerOf): Record<string, object> {
  const entries = seedBlog();
  // Each post's slug: its title's until an editor sets one.
  const slugs = new Map(entries.map(({ blog }) => [blog.id, slugify(blog.title)]));
  // A draft or pending post is not there for a reader who may not edit: not listed, and a 404.
  const shownTo = (caller: Caller) => (editsPosts(caller) ? entries : entries.filter(({ blog }) => blog.status === 'Published'));
  // No id means the first post shown (the page opened without a choice); an id we do not show is a 404.
  const findEntry = (caller: Caller, id: string) => {
    const shown = shownTo(caller);
    return id ? shown.find((entry) => String(entry.blog.id) === id) : shown[0];
  };
  const notFound = (id: string) => apiError(404, `Blog post ${id} was not found.`);
  const editData = (caller: Caller, id: string): BlogEditData | undefined => {
    const entry = findEntry(caller, id);
    if (!entry) return undefined;
    const { blog } = entry;
    return {
      id: blog.id,
      avatar: blog.avatar,
      userFullName: blog.userFullName,
      blogPosted: blog.blogPosted,
      blogTitle: blog.title,
      blogCategories: [...blog.tags],
      slug: slugs.get(blog.id) ?? slugify(blog.title),
      status: blog.status,
      excerpt: blog.excerpt,
      content: blog.content,
      featuredImage: blog.img,
    };
  };

  server.get('/blog/list/data', forCaller(callerOf, (caller, request) => {
    const q = searchText(queryParam(request, 'q'));
    const category = queryParam(request, 'category');
    const rows: BlogListItem[] = shownTo(caller)
      .filter(({ blog }) => !q || blog.title.toLowerCase().includes(q))
      // An unknown category reads as "no filter", like every list query of the mock.
      .filter(({ blog }) => !isCategory(category) || blog.tags.includes(category))
      .map(({ blog: { content: _content, ...item } }) => item);
    return json(200, rows);
  }));

  server.get('/blog/list/data/sidebar', forCaller(callerOf, (caller) => {
    const recentPosts = [...shownTo(caller)]
      .sort((a, b) => b.blog.blogPosted.localeCompare(a.blog.blogPosted))
      .slice(0, 4)
      .map(({ blog }) => ({ id: blog.id, img: blog.img, title: blog.title, createdTime: blog.blogPosted }));
    const body: BlogSidebar = { recentPosts, categories: sidebarCategories };
    return json(200, body);
  }));

  server.get('/blog/list/data/detail', forCaller(callerOf, (caller, request) => {
    const id = queryParam(request, 'id').trim();
    const entry = findEntry(caller, id);
    return entry ? json(200, entry) : notFound(id);
  }));

  server.get('/blog/list/data/edit', forCaller(callerOf, (caller, request) => {
    const id = queryParam(request, 'id').trim();
    const body = editData(caller, id);
    return body ? json(200, body) : notFound(id);
  }));

  server.post('/blog/list/data/edit', forCaller(callerOf, (caller, request) => {
    const id = queryParam(request, 'id').trim();
    const entry = id ? findEntry(caller, id) : undefined;
    if (!entry) return notFound(id);
    const checked = checkBody(BlogEditFormSchema, readJson(request));
    if (!checked.ok) return apiError(400, contentPagesMessagesEn['pages.errors.postNotValid'], checked.errors);
    const form = checked.value;
    if ([...slugs].some(([other, slug]) => other !== entry.blog.id && slug === form.slug)) {
      return apiError(400, contentPagesMessagesEn['pages.errors.postNotValid'], { slug: contentPagesMessagesEn['pages.errors.slugTaken'] });
    }
    Object.assign(entry.blog, { title: form.blogTitle, tags: [...form.blogCategories], status: form.status, excerpt: form.excerpt, content: form.content, img: form.featuredImage });
    slugs.set(entry.blog.id, form.slug);
    return json(200, editData(caller, id));
  }));

  server.post('/blog/list/data/add-comment', forCaller(callerOf, (caller, request) => {
    const id = queryParam(request, 'id').trim();
    const entry = id ? findEntry(caller, id) : undefined;
    if (!entry) return notFound(id);
    const checked = checkBody(BlogCommentFormSchema, readJson(request));
    if (!checked.ok) return apiError(400, contentPagesMessagesEn['pages.errors.commentNotValid'], checked.errors);
    const { general } = accounts.settingsOf(caller);
    const comment = {
      id: Math.max(0, ...entries.flatMap((other) => other.comments.map((existing) => existing.id))) + 1,
      avatar: general.avatar,
      userFullName: general.fullName,
      commentedAt: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
      commentText: checked.value.commentText,
    };
    entry.comments.push(comment);
    entry.blog.comment = entry.comments.length;
    return json(201, { comment } satisfies BlogCommentResponse);
  }));
  // What it changes, kept in the browser by the domain (PersistedState).
  return { blogEntries: entries, blogSlugs: slugs };
}
