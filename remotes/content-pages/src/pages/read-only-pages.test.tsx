import { screen, within } from '@testing-library/react';
import { developmentUser, type SessionUser } from '@console/auth';
import { contentPagesDomain } from '@console/mirage';
import { mockServerPerTest } from '@console/testing';
import { renderPages, slow } from '../test-kit';

mockServerPerTest(() => [contentPagesDomain()]);
jest.setTimeout(20_000);

const readerOf = (subject: string): SessionUser => ({ ...developmentUser, ability: [{ action: 'read', subject }] });

describe('a user who may only read', () => {
  it('sees the plans and their own, with no plan to choose (POST /pricing/plan updates Pricing)', async () => {
    await renderPages('/pages/pricing', readerOf('Pricing'));
    const standard = await screen.findByRole('article', { name: 'Standard' }, slow);
    expect(standard).toHaveTextContent('$49 / month');
    expect(screen.queryByRole('button', { name: /^Choose / })).not.toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Basic' })).getByRole('button', { name: 'Your current plan' })).toBeDisabled();
    await screen.findByRole('switch', { name: 'Billed yearly' });
  });

  it('reads a post and its comments, with no comment form (add-comment creates on the Blog)', async () => {
    await renderPages('/pages/blog/detail/1', readerOf('Blog'));
    expect(await screen.findByRole('region', { name: '3 comments' }, slow)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Leave a comment' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Post comment' })).not.toBeInTheDocument();
  });

  it('a user who may comment has the form', async () => {
    await renderPages('/pages/blog/detail/1', { ...developmentUser, ability: [{ action: 'read', subject: 'Blog' }, { action: 'create', subject: 'Blog' }] });
    expect(await screen.findByRole('form', { name: 'Leave a comment' }, slow)).toBeInTheDocument();
  });
});
