import type { Server } from 'miragejs';
import type { BlogEditData, BlogListItem, BlogSidebar } from '@console/contracts';
import { apiError, json, queryParam } from '../../http';
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

/** GET /blog/list/data, /sidebar, /detail and /edit. */
export function blogRoutes(server: Server): void {
  const entries = seedBlog();
  // No id means the first post (the page opened without a choice); an id we do not hold is a 404.
  const findEntry = (id: string) => (id ? entries.find((entry) => String(entry.blog.id) === id) : entries[0]);
  const notFound = (id: string) => apiError(404, `Blog post ${id} was not found.`);

  server.get('/blog/list/data', (_schema, request) => {
    const q = searchText(queryParam(request, 'q'));
    const rows: BlogListItem[] = entries
      .filter(({ blog }) => !q || blog.title.toLowerCase().includes(q))
      .map(({ blog: { content: _content, ...item } }) => item);
    return json(200, rows);
  });

  server.get('/blog/list/data/sidebar', () => {
    const recentPosts = [...entries]
      .sort((a, b) => b.blog.blogPosted.localeCompare(a.blog.blogPosted))
      .slice(0, 4)
      .map(({ blog }) => ({ id: blog.id, img: blog.img, title: blog.title, createdTime: blog.blogPosted }));
    const body: BlogSidebar = { recentPosts, categories: sidebarCategories };
    return json(200, body);
  });

  server.get('/blog/list/data/detail', (_schema, request) => {
    const id = queryParam(request, 'id').trim();
    const entry = findEntry(id);
    return entry ? json(200, entry) : notFound(id);
  });

  server.get('/blog/list/data/edit', (_schema, request) => {
    const id = queryParam(request, 'id').trim();
    const entry = findEntry(id);
    if (!entry) return notFound(id);
    const { blog } = entry;
    const body: BlogEditData = {
      id: blog.id,
      avatar: blog.avatar,
      userFullName: blog.userFullName,
      blogPosted: blog.blogPosted,
      blogTitle: blog.title,
      blogCategories: [...blog.tags],
      slug: slugify(blog.title),
      status: 'Published',
      excerpt: blog.excerpt,
      featuredImage: blog.img,
    };
    return json(200, body);
  });
}
