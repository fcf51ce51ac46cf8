import { screen, within } from '@testing-library/react';
import { contentPagesDomain } from '@console/mirage';
import { mockServerPerTest, switchTestLanguage } from '@console/testing';
import fr from '../i18n/fr';
import { renderPages, slow } from '../test-kit';

mockServerPerTest(() => [contentPagesDomain()]);
afterEach(() => switchTestLanguage('en'));
jest.setTimeout(20_000);

it('joins the names of those who liked a post the way the page’s language does', async () => {
  await switchTestLanguage('fr', { 'content-pages': fr });
  await renderPages('/pages/profile');
  const feed = await screen.findByRole('region', { name: fr.profile.posts }, slow);
  const first = (await within(feed).findAllByRole('article', {}, slow))[0] as HTMLElement;
  expect(within(first).getByText(new RegExp(`^${fr.profile.post.likedBy}`))).toHaveTextContent(/Omar Haddad, Jules Moreau, Priya Raman et \S+/);
});
