import { act, screen, waitFor } from '@testing-library/react';
import { Outlet } from '@console/router';
import { useLayoutEffects } from '../layout-settings/use-layout-effects';
import { useLayoutSettings } from '../layout-settings/layout-settings-store';
import { BrandProvider } from '../branding/brand-context';
import { brands } from '../branding/brands';
import { switchLanguage } from '../i18n/i18n';
import LoginPage from '../pages/auth/login-page';
import { renderRoutesAt } from '../pages/auth/test-kit';
import { AuthLayout } from './auth-layout';

function renderLoginScreen(brand = brands.studio) {
  renderRoutesAt(
    [
      {
        element: (
          <BrandProvider brand={brand}>
            <AuthLayout />
          </BrandProvider>
        ),
        children: [{ path: '/login', element: <LoginPage /> }],
      },
    ],
    '/login',
  );
}

afterEach(() => act(() => switchLanguage('en')));

it("shows the brand's teaser and names its artwork", () => {
  renderLoginScreen(brands.sdk);
  expect(screen.getByText('Connect, Analyse, Monetize')).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Media SDK illustration' })).toBeInTheDocument();
});

it('says the teaser and the artwork in French', async () => {
  await act(() => switchLanguage('fr'));
  renderLoginScreen();
  expect(screen.getByText('Créer, publier, grandir')).toBeInTheDocument();
  expect(screen.getByRole('complementary', { name: 'Illustration' })).toContainElement(screen.getByRole('img', { name: 'Illustration Studio Console' }));
  expect(screen.queryByText('Create, Publish, Grow')).not.toBeInTheDocument();
});

it('says the teaser and the artwork in Arabic', async () => {
  await act(() => switchLanguage('ar'));
  renderLoginScreen(brands.search);
  expect(screen.getByText('اعثر على كل لحظة في كل فيديو')).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'رسم توضيحي لـ Scene Search' })).toBeInTheDocument();
});

/** The root route's part that applies the chosen language, as in the console. */
function WithLayoutEffects() {
  useLayoutEffects();
  return <Outlet />;
}

it('lets a visitor choose the language before signing in', async () => {
  const { user } = renderRoutesAt(
    [{ element: <WithLayoutEffects />, children: [{ element: <BrandProvider brand={brands.studio}><AuthLayout /></BrandProvider>, children: [{ path: '/login', element: <LoginPage /> }] }] }],
    '/login',
  );
  await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Français');
  expect(await screen.findByText('Créer, publier, grandir')).toBeInTheDocument();
  await waitFor(() => expect(document.documentElement).toHaveAttribute('lang', 'fr'));
  expect(screen.getByRole('combobox', { name: 'Langue' })).toHaveValue('fr');
  // Back to English the same way, awaited: the switch applies its language after the select's
  // change, and a switch left running would re-render the page after the test.
  await user.selectOptions(screen.getByRole('combobox', { name: 'Langue' }), 'English');
  expect(await screen.findByText('Create, Publish, Grow')).toBeInTheDocument();
  await waitFor(() => expect(document.documentElement).toHaveAttribute('lang', 'en'));
  expect(useLayoutSettings.getState().language).toBe('en');
});
