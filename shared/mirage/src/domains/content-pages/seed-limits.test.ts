import * as v from 'valibot';
import { AccountGeneralSchema, AccountInfoSchema, AccountSocialSchema, BlogEditFormSchema } from '@console/contracts/src/content-pages';
import { seedLoginUsers } from '../auth';
import { seedAccountSettings } from './account-seed';
import { seedBlog } from './blog-seed';
import { slugify } from './text';

// The saves' limits and rules must take what the mock seeds: a seeded post or account that the
// edit forms refused could not be saved again unchanged.

const issuesOf = (schema: v.GenericSchema, input: unknown) => v.safeParse(schema, input).issues?.map((issue) => `${v.getDotPath(issue)}: ${issue.message}`);

it('takes every seeded blog post as its edit form holds it (the longest body is under 500 characters)', () => {
  for (const { blog } of seedBlog()) {
    const form = { blogTitle: blog.title, blogCategories: blog.tags, slug: slugify(blog.title), status: blog.status, excerpt: blog.excerpt, content: blog.content, featuredImage: blog.img };
    expect(issuesOf(BlogEditFormSchema, form)).toBeUndefined();
    expect(blog.content.length).toBeLessThan(500);
  }
});

it('takes the seeded account settings, and the General tab of every login user', () => {
  const settings = seedAccountSettings();
  expect(issuesOf(AccountGeneralSchema, settings.general)).toBeUndefined();
  expect(issuesOf(AccountInfoSchema, settings.info)).toBeUndefined();
  expect(issuesOf(AccountSocialSchema, { socialLinks: settings.social.socialLinks })).toBeUndefined();
  // Each login user's settings start from their own name, username and email (account-store.ts).
  for (const { username, fullName, email } of seedLoginUsers()) {
    expect(issuesOf(AccountGeneralSchema, { ...settings.general, username, fullName, email })).toBeUndefined();
  }
});
