import { screen } from '@testing-library/react';
import { contentPagesDomain } from '@console/mirage';
import { englishAmong, mockServerPerTest, switchTestLanguage, textsOnScreen } from '@console/testing';
import { uiAr } from '@console/ui/i18n/ar';
import { uiFr } from '@console/ui/i18n/fr';
import ar from '../i18n/ar';
import en from '../i18n/en';
import fr from '../i18n/fr';
import { renderPages, slow } from '../test-kit';

mockServerPerTest(() => [contentPagesDomain()]);
afterEach(() => switchTestLanguage('en'));
jest.setTimeout(30_000);

// The pages' own words must be translated; the content (seeded posts, plans, questions) is data.
const pages = [
  { path: '/pages/account-settings/general', ready: 'form' },
  { path: '/pages/account-settings/notifications', ready: 'switch' },
  { path: '/pages/pricing', ready: 'article' },
  { path: '/pages/faq', ready: 'tablist' },
  { path: '/pages/blog/list', ready: 'article' },
] as const;

describe.each([
  { language: 'fr', texts: fr, ui: uiFr },
  { language: 'ar', texts: ar, ui: uiAr },
] as const)('in $language', ({ language, texts, ui }) => {
  it.each(pages)('$path shows none of its own English', async ({ path, ready }) => {
    await switchTestLanguage(language, { ui });
    await renderPages(path);
    await screen.findAllByRole(ready, {}, slow);
    expect(englishAmong({ 'content-pages': en }, { 'content-pages': texts }, textsOnScreen(document.body))).toEqual([]);
  });
});
