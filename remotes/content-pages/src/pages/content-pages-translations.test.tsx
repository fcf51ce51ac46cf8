import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { messagesEn } from '@console/contracts';
import { contentPagesDomain } from '@console/mirage';
import { englishAmong, mockServerPerTest, switchTestLanguage, textsOnScreen } from '@console/testing';
import { uiAr } from '@console/ui/i18n/ar';
import { uiFr } from '@console/ui/i18n/fr';
import { messagesAr } from '@console/ui/i18n/messages-ar';
import { messagesFr } from '@console/ui/i18n/messages-fr';
import ar from '../i18n/ar';
import en from '../i18n/en';
import fr from '../i18n/fr';
import { renderPages, slow } from '../test-kit';

mockServerPerTest(() => [contentPagesDomain()]);
afterEach(() => switchTestLanguage('en'));
jest.setTimeout(30_000);

type Texts = typeof fr | typeof ar;

/** Waits until a page has all its data on screen: no "Loading …" placeholder left. */
const loaded = async (texts: Texts) => {
  const loading = [texts.account.loading, texts.profile.loading, texts.profile.loadingPosts, texts.faq.loading, texts.kb.loading, texts.kb.loadingArticle, texts.pricing.loading, texts.blog.loading, texts.blog.loadingPost];
  await waitFor(() => expect(loading.filter((name) => screen.queryByRole('status', { name }))).toEqual([]), slow);
};

// The pages' own words must be translated; the content (seeded posts, plans, questions) is data.
// `act` shows what only a step shows: the server's refusal (its English message, read back to a
// message key) and the fields' messages.
const pages: { path: string; ready: string; act?(user: UserEvent, texts: Texts): Promise<void> }[] = [
  { path: '/pages/account-settings/general', ready: 'form' },
  {
    path: '/pages/account-settings/change-password',
    ready: 'form',
    async act(user, texts) {
      await user.type(screen.getByLabelText(new RegExp(`^${texts.account.password.current}`)), 'Not-the-password1');
      await user.type(screen.getByLabelText(new RegExp(`^${texts.account.password.new}`)), 'Harbour-Lights2');
      await user.type(screen.getByLabelText(new RegExp(`^${texts.account.password.confirm}`)), 'Harbour-Lights2');
      await user.click(screen.getByRole('button', { name: texts.account.save }));
      await screen.findByRole('alert', {}, slow);
    },
  },
  {
    path: '/pages/account-settings/information',
    ready: 'form',
    async act(user, texts) {
      await user.clear(screen.getByLabelText(texts.account.info.website));
      await user.type(screen.getByLabelText(texts.account.info.website), 'my site');
      await user.type(screen.getByLabelText(texts.account.info.phone), 'x');
      await user.click(screen.getByRole('button', { name: texts.account.save }));
    },
  },
  { path: '/pages/account-settings/social', ready: 'form' },
  { path: '/pages/account-settings/notifications', ready: 'switch' },
  { path: '/pages/profile', ready: 'article' },
  { path: '/pages/pricing', ready: 'article' },
  { path: '/pages/faq', ready: 'tablist' },
  { path: '/pages/knowledge-base', ready: 'list' },
  { path: '/pages/knowledge-base/live-streaming', ready: 'list' },
  { path: '/pages/knowledge-base/live-streaming/can-i-use-a-backup-stream', ready: 'article' },
  { path: '/pages/blog/list', ready: 'article' },
  { path: '/pages/blog/detail/3', ready: 'article' },
  // A post that does not exist: the not-found page's own words.
  { path: '/pages/blog/detail/99999', ready: 'link' },
  {
    path: '/pages/blog/edit/3',
    ready: 'form',
    async act(user, texts) {
      const slug = screen.getByLabelText(new RegExp(`^${texts.blog.fields.slug}`));
      await user.clear(slug);
      await user.type(slug, 'filming-a-cooking-show-in-a-studio-flat');
      await user.click(screen.getByRole('button', { name: texts.blog.save }));
      await screen.findByRole('alert', {}, slow);
    },
  },
];

describe.each([
  { language: 'fr', texts: fr, ui: uiFr, messages: messagesFr },
  { language: 'ar', texts: ar, ui: uiAr, messages: messagesAr },
] as const)('in $language', ({ language, texts, ui, messages }) => {
  it.each(pages)('$path shows none of its own English', async ({ path, ready, act }) => {
    await switchTestLanguage(language, { ui, messages });
    const { user } = await renderPages(path);
    await screen.findAllByRole(ready, {}, slow);
    await loaded(texts);
    await act?.(user, texts);
    expect(englishAmong({ 'content-pages': en, messages: messagesEn }, { 'content-pages': texts, messages }, textsOnScreen(document.body))).toEqual([]);
  });

  it("shows the server's refusal of a form in the page's language", async () => {
    await switchTestLanguage(language, { ui, messages });
    const { user } = await renderPages('/pages/account-settings/change-password');
    const form = await screen.findByRole('form', { name: texts.account.tabs.password }, slow);
    await pages[1]?.act?.(user, texts);
    expect(within(form).getByRole('alert')).toHaveTextContent(messages['pages.errors.passwordNotChanged']);
    expect(within(form).getByLabelText(new RegExp(`^${texts.account.password.current}`))).toHaveAccessibleDescription(messages['pages.errors.currentPasswordWrong']);
  });
});

// Arabic picks one of six forms by count (Intl.PluralRules): a form left out shows another's
// grammar (or the English), so every counted text has all six.
it('gives every counted text all six Arabic plural forms', () => {
  const countedKeys = (tree: object, prefix = ''): string[] =>
    Object.entries(tree).flatMap(([key, value]) => (typeof value === 'object' && value ? countedKeys(value, `${prefix}${key}.`) : key.endsWith('_one') ? [`${prefix}${key.slice(0, -4)}`] : []));
  const leaf = (tree: object, path: string): unknown => path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], tree);
  const missing = countedKeys(en).flatMap((base) => ['zero', 'one', 'two', 'few', 'many', 'other'].map((form) => `${base}_${form}`).filter((key) => typeof leaf(ar, key) !== 'string'));
  expect(countedKeys(en).length).toBeGreaterThan(0);
  expect(missing).toEqual([]);
});
