import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { MemoryRouter } from '@console/router';
import { developmentUser, useSessionStore } from '@console/auth';
import type { RemoteMeta } from '@console/contracts';
import { loadRegisteredTexts, registerTexts } from '@console/runtime';
import { uiAr } from '../i18n/ui-ar';
import { uiEn } from '../i18n/ui-en';
import { uiFr } from '../i18n/ui-fr';
import { OwnQueryClient } from '../query/query-provider';
import { StandaloneFrame } from './standalone-frame';
import { standaloneLanguageKey, startingLanguage } from './standalone-language';

// A remote of several pages, whose first menu entry is not the page shown (the audit's Blog), nor
// its name (the audit found it called by that entry's label).
const meta: RemoteMeta = {
  id: 'content-pages',
  basePath: '/pages',
  name: 'meta.name',
  nav: [
    { label: 'meta.accountSettings', to: '/pages/account-settings/general', order: 950 },
    { label: 'meta.faq', to: '/pages/faq', order: 952 },
    { label: 'meta.blog', to: '/pages/blog/list', order: 955 },
  ],
  pages: [],
  texts: {
    en: { meta: { name: 'Content pages', accountSettings: 'Account settings', faq: 'FAQ', blog: 'Blog' } },
    fr: { meta: { name: 'Pages de contenu', accountSettings: 'Paramètres du compte', faq: 'Questions fréquentes', blog: 'Blogue' } },
    ar: { meta: { name: 'صفحات المحتوى', accountSettings: 'إعدادات الحساب', faq: 'الأسئلة الشائعة', blog: 'المدونة' } },
  },
};

function renderFrame(path = '/pages/blog/list') {
  useSessionStore.getState().setUser(developmentUser);
  render(
    <OwnQueryClient>
      <MemoryRouter initialEntries={[path]}>
        <StandaloneFrame meta={meta} />
      </MemoryRouter>
    </OwnQueryClient>,
  );
  return { user: userEvent.setup() };
}

// The kit's texts load per language, as initStandaloneI18n registers them.
beforeAll(() => registerTexts('ui', async (language) => ({ en: uiEn, fr: uiFr, ar: uiAr })[language]));

afterEach(async () => {
  await act(() => i18next.changeLanguage('en'));
  document.documentElement.lang = 'en';
  document.documentElement.dir = 'ltr';
  sessionStorage.clear();
  useSessionStore.getState().setUser(null);
});

describe('the standalone frame', () => {
  it('names the remote in the page’s language, apart from the page’s own heading', async () => {
    await loadRegisteredTexts('fr');
    await act(() => i18next.changeLanguage('fr'));
    renderFrame();
    const banner = screen.getByRole('banner');
    expect(banner).toHaveTextContent('Pages de contenu autonome');
    expect(banner).not.toHaveTextContent('Content pages');
    expect(document.title).toBe('Pages de contenu (autonome)');
    expect(within(banner).queryByRole('heading')).not.toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Menu principal' });
    expect(within(menu).getAllByRole('link').map((link) => link.textContent)).toEqual(['Paramètres du compte', 'Questions fréquentes', 'Blogue']);
    expect(within(menu).getByRole('link', { name: 'Blogue' })).toHaveAttribute('aria-current', 'page');
  });

  it('switches the language from its header, and keeps it for the next load of the tab', async () => {
    const { user } = renderFrame();
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('en');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Français');
    const menu = await screen.findByRole('navigation', { name: 'Menu principal' });
    expect(within(menu).getByRole('link', { name: 'Blogue' })).toHaveAttribute('href', '/pages/blog/list');
    expect(screen.getByRole('banner')).toHaveTextContent('Pages de contenu autonome');
    expect(document.documentElement).toHaveAttribute('lang', 'fr');
    expect(sessionStorage.getItem(standaloneLanguageKey)).toBe('fr');
    // A reload (or a link) without ?lang= starts in it again.
    expect(startingLanguage('')).toBe('fr');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Langue' }), 'العربية');
    expect(await screen.findByRole('navigation', { name: 'القائمة الرئيسية' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'اللغة' })).toHaveValue('ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(startingLanguage('')).toBe('ar');
  });
});
