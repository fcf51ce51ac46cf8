import { screen } from '@testing-library/react';
import { templateDemoDomain } from '@console/mirage';
import { englishAmong, mockServerPerTest, switchTestLanguage, textsOnScreen } from '@console/testing';
import { uiAr } from '@console/ui/i18n/ar';
import { uiFr } from '@console/ui/i18n/fr';
import ar from '../i18n/ar';
import en from '../i18n/en';
import fr from '../i18n/fr';
import { renderCommunication, slow } from '../test-kit';

mockServerPerTest(() => [templateDemoDomain()]);
afterEach(() => switchTestLanguage('en'));
jest.setTimeout(30_000);

// The pages' own words must be translated; mails, names and messages are data.
const pages = [
  { path: '/apps/email', ready: 'checkbox' },
  { path: '/apps/email?mail=4', ready: 'article' },
  { path: '/apps/chat?contact=1', ready: 'log' },
] as const;

describe.each([
  { language: 'fr', texts: fr, ui: uiFr },
  { language: 'ar', texts: ar, ui: uiAr },
] as const)('in $language', ({ language, texts, ui }) => {
  it.each(pages)('$path shows none of its own English', async ({ path, ready }) => {
    await switchTestLanguage(language, { ui });
    await renderCommunication(path);
    await screen.findAllByRole(ready, {}, slow);
    expect(englishAmong({ communication: en }, { communication: texts }, textsOnScreen(document.body))).toEqual([]);
  });
});
