import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { developmentUser, useSessionStore } from '@console/auth';
import { ConsoleToasts } from '../app/toasts';
import { i18n } from '../i18n/i18n';
import { useLayoutSettings } from '../layout-settings/layout-settings-store';
import { useLayoutEffects } from '../layout-settings/use-layout-effects';
import { LanguageSwitch } from './language-switch';

// The French texts chunk cannot download (offline); English and Arabic can.
jest.mock('../i18n/bundles/fr', () => {
  throw new Error('Loading chunk texts-fr failed.');
});

function Navbar() {
  useLayoutEffects();
  return (
    <>
      <LanguageSwitch />
      <ConsoleToasts />
    </>
  );
}

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  useSessionStore.getState().setUser(developmentUser);
});

afterEach(async () => {
  useLayoutSettings.getState().set('language', 'en');
  useLayoutSettings.getState().set('rtl', false);
  await i18n.changeLanguage('en');
  jest.restoreAllMocks();
});

it('keeps the language as it was and says why when its texts cannot download', async () => {
  const user = userEvent.setup();
  render(<Navbar />);
  await user.click(screen.getByRole('button', { name: 'Language: EN' }));
  await user.click(await screen.findByRole('button', { name: 'Français' }));

  expect(await screen.findByText('The texts for “Français” could not be downloaded. Check your connection and try again.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Language: EN' })).toBeInTheDocument();
  expect(useLayoutSettings.getState().language).toBe('en');
  expect(i18n.language).toBe('en');
});

it('switches once the texts are in; a language whose texts do download still works after a failure', async () => {
  const user = userEvent.setup();
  render(<Navbar />);
  await user.click(screen.getByRole('button', { name: 'Language: EN' }));
  await user.click(await screen.findByRole('button', { name: 'Français' }));
  await screen.findByText(/could not be downloaded/);

  await user.click(screen.getByRole('button', { name: 'Language: EN' }));
  await user.click(await screen.findByRole('button', { name: 'العربية' }));
  expect(await screen.findByRole('button', { name: 'اللغة: AR' })).toBeInTheDocument();
  expect(useLayoutSettings.getState()).toMatchObject({ language: 'ar', rtl: true });
});
