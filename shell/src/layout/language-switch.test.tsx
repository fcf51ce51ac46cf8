import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { cardsDomain } from '@console/mirage';
import { mockServerPerTest } from '@console/testing';
import { consoleQueryClient } from '../app/query-client';
import { i18n } from '../i18n/i18n';
import { useLayoutSettings } from '../layout-settings/layout-settings-store';
import { useLayoutEffects } from '../layout-settings/use-layout-effects';
import { DashboardFigures } from '../pages/dashboard-figures';
import { LanguageSwitch } from './language-switch';

mockServerPerTest(() => [cardsDomain()]);

afterEach(async () => {
  useLayoutSettings.getState().set('language', 'en');
  useLayoutSettings.getState().set('rtl', false);
  document.documentElement.lang = 'en';
  await i18n.changeLanguage('en');
  consoleQueryClient.clear();
});

/** The navbar's language switch over a page of API data, in the console's own cache and layout. */
function Page() {
  useLayoutEffects();
  return (
    <QueryClientProvider client={consoleQueryClient}>
      <LanguageSwitch />
      <DashboardFigures />
    </QueryClientProvider>
  );
}

it("reads the page's data again in the language chosen, without a reload", async () => {
  const user = userEvent.setup();
  render(<Page />);
  const figures = screen.getByRole('region', { name: 'Today at a glance' });
  expect(await within(figures).findByText('Subscribers Gained', {}, { timeout: 5_000 })).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Language: EN' }));
  await user.click(await screen.findByRole('button', { name: 'Français' }));

  // The API is asked again (Accept-Language: fr) and answers the card titles in French.
  expect(await within(figures).findByText('Abonnés gagnés', {}, { timeout: 5_000 })).toBeInTheDocument();
  expect(within(figures).getByText('Trafic du site')).toBeInTheDocument();
  expect(within(figures).queryByText('Subscribers Gained')).not.toBeInTheDocument();
  expect(document.documentElement).toHaveAttribute('lang', 'fr');

  // Named as French writes it: a no-break space before the colon.
  await user.click(screen.getByRole('button', { name: 'Langue\u00a0: FR' }));
  await user.click(await screen.findByRole('button', { name: 'العربية' }));
  await waitFor(() => expect(within(figures).getByText('المشتركون المكتسبون')).toBeInTheDocument(), { timeout: 5_000 });
});
