import { screen, within } from '@testing-library/react';
import { contentPagesDomain } from '@console/mirage';
import { mockServerPerTest, switchTestLanguage } from '@console/testing';
import { startsWithVowelSound } from '../i18n/elision';
import fr from '../i18n/fr';
import { renderPages, slow } from '../test-kit';

mockServerPerTest(() => [contentPagesDomain()]);
afterEach(() => switchTestLanguage('en'));
jest.setTimeout(20_000);

it('French elides “de” before a name with a vowel sound, and only then', async () => {
  await switchTestLanguage('fr', { 'content-pages': fr });
  await renderPages('/pages/profile');
  const feed = await screen.findByRole('region', { name: fr.profile.posts }, slow);
  const first = (await within(feed).findAllByRole('article', {}, slow))[0] as HTMLElement;
  expect(within(first).getByRole('button', { name: /^Aimer le commentaire d’Omar Haddad \d+$/ })).toBeInTheDocument();
  expect(within(first).getByRole('button', { name: /^Aimer le commentaire de Priya Raman \d+$/ })).toBeInTheDocument();
  expect(within(first).queryByRole('button', { name: /de Omar/ })).not.toBeInTheDocument();
  // The owner's name starts with a consonant: "de Maya".
  expect(within(first).getByRole('list', { name: 'Commentaires de la publication de Maya Lindqvist' })).toBeInTheDocument();
});

it('English has no elided form: the plain text is used whatever the name', async () => {
  await renderPages('/pages/profile');
  const feed = await screen.findByRole('region', { name: 'Posts' }, slow);
  const first = (await within(feed).findAllByRole('article', {}, slow))[0] as HTMLElement;
  expect(within(first).getByRole('button', { name: /^Like the comment by Omar Haddad \d+$/ })).toBeInTheDocument();
});

it.each([
  ['Omar Haddad', true],
  ['Ines Carvalho', true],
  ['Élodie Martin', true],
  ['Hélène Dubois', true],
  ['Yves Morel', true],
  ['Nadia Okafor', false],
  ['Yann Le Gall', false],
  ['Maya Lindqvist', false],
  ['  Amira Haddad', true],
])('%s starts with a vowel sound: %s', (name, expected) => {
  expect(startsWithVowelSound(name)).toBe(expected);
});
