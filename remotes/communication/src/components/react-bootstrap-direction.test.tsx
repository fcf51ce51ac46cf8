import { screen, waitFor } from '@testing-library/react';
import { templateDemoDomain } from '@console/mirage';
import { mockServerPerTest, switchTestLanguage } from '@console/testing';
import { uiAr } from '@console/ui/i18n/ar';
import ar from '../i18n/ar';
import en from '../i18n/en';
import { renderCommunication, slow } from '../test-kit';

mockServerPerTest(() => [templateDemoDomain()]);
jest.setTimeout(30_000);

afterEach(async () => {
  document.documentElement.removeAttribute('dir');
  await switchTestLanguage('en');
});

// Popper's placement of the menu, as react-bootstrap writes it on the menu: its start edge under
// the button's start edge, which on a right-to-left page is the right one ("bottom-end").
describe.each([
  { language: 'en', dir: 'ltr', texts: en, placement: 'bottom-start' },
  { language: 'ar', dir: 'rtl', texts: ar, placement: 'bottom-end' },
] as const)('in $language ($dir)', ({ language, dir, texts, placement }) => {
  it(`opens the reader’s “Move to” menu from the button’s start edge (${placement})`, async () => {
    if (language === 'ar') await switchTestLanguage('ar', { ui: uiAr });
    // As the shell's layout settings do for the language (shell/src/layout-settings/apply-layout.ts).
    document.documentElement.dir = dir;
    const { user } = await renderCommunication('/apps/email?mail=3');
    await screen.findByRole('heading', { level: 2, name: 'Quiet Rooms: final cut notes' }, slow);
    const toggle = screen.getByRole('button', { name: texts.email.toolbar.moveTo });
    await user.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'true'));
    // The menu is labelled by its button (aria-labelledby).
    const menu = screen.getByLabelText(texts.email.toolbar.moveTo);
    expect(menu).toContainElement(screen.getByRole('button', { name: texts.email.folders.spam }));
    await waitFor(() => expect(menu).toHaveAttribute('data-popper-placement', placement));
    expect(menu).toHaveAttribute('x-placement', placement);
  });
});
