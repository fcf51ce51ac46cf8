import { screen, waitFor, within } from '@testing-library/react';
import { developmentUser, useSessionStore, type SessionUser } from '@console/auth';
import type { BlogEditData, LoginUser } from '@console/contracts';
import { contentPagesDomain, seedLoginUsers, signToken, toUserData } from '@console/mirage';
import { mockServerPerTest } from '@console/testing';
import { renderPages, slow } from '../test-kit';

// The console's login users, and one who may read the blog but not edit it.
const reader: LoginUser = {
  ...(seedLoginUsers()[1] as LoginUser),
  id: 4,
  fullName: 'Rita Reader',
  username: 'rita.reader',
  email: 'reader@demo.com',
  ability: [
    { action: 'read', subject: 'Blog' },
    { action: 'read', subject: 'Auth' },
  ],
};
mockServerPerTest(() => [contentPagesDomain({ users: [...seedLoginUsers(), reader] })]);
jest.setTimeout(20_000);

const draftTitle = 'Filming a cooking show in a studio flat';

/** Signs `user` in with a token the mock knows, then shows `path`. */
async function openAs(user: SessionUser, path: string) {
  useSessionStore.getState().setTokens(await signToken(user.id, 'access'), await signToken(user.id, 'refresh'));
  return renderPages(path, user);
}

// An editor turns post 2 back into a draft.
beforeEach(async () => {
  const headers = { Authorization: `Bearer ${await signToken(1, 'access')}` };
  const form = (await (await fetch('/blog/list/data/edit?id=2', { headers })).json()) as BlogEditData;
  const { blogTitle, blogCategories, slug, excerpt, content, featuredImage } = form;
  await fetch('/blog/list/data/edit?id=2', { method: 'POST', headers, body: JSON.stringify({ blogTitle, blogCategories, slug, status: 'Draft', excerpt, content, featuredImage }) });
});

describe('a draft post', () => {
  it('is neither listed nor among the recent posts for a reader who may not edit posts', async () => {
    await openAs(toUserData(reader), '/pages/blog/list');
    const list = await screen.findByRole('list', { name: 'Posts' }, slow);
    expect(within(list).getByRole('link', { name: 'Streaming an esports final at 4K and 60 frames' })).toBeInTheDocument();
    expect(within(list).queryByRole('link', { name: draftTitle })).not.toBeInTheDocument();
    const recent = screen.getByRole('region', { name: 'Recent posts' });
    await waitFor(() => expect(within(recent).getAllByRole('link')).toHaveLength(4), slow);
    expect(within(recent).queryByRole('link', { name: draftTitle })).not.toBeInTheDocument();
  });

  it('is not found for that reader', async () => {
    await openAs(toUserData(reader), '/pages/blog/detail/2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Post not found' }, slow)).toBeInTheDocument();
    expect(screen.queryByText(draftTitle)).not.toBeInTheDocument();
  });

  it('is listed, marked as a draft, and opens for someone who may edit posts', async () => {
    const { unmount } = await openAs(developmentUser, '/pages/blog/list');
    const card = await screen.findByRole('article', { name: draftTitle }, slow);
    expect(within(card).getByText('Draft')).toBeInTheDocument();
    unmount();
    await openAs(developmentUser, '/pages/blog/detail/2');
    expect(await screen.findByRole('heading', { level: 1, name: draftTitle }, slow)).toBeInTheDocument();
  });
});
