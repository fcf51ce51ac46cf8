import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from '@console/router';
import { i18n, switchLanguage } from '../i18n/i18n';
import { ShellErrorPage } from './shell-error-page';

function Broken(): never {
  throw new Error('Cannot read properties of undefined (reading "menu")');
}

function renderBroken() {
  const router = createMemoryRouter([{ path: '/', element: <Broken />, errorElement: <ShellErrorPage /> }]);
  render(<RouterProvider router={router} />);
}

afterEach(() => act(() => i18n.changeLanguage('en')));
// React logs the error the page catches: expected here, not noise to read.
beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

it('says what happened and offers a reload, the error itself kept under Technical details', async () => {
  renderBroken();
  expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Reload the console' })).toBeInTheDocument();
  const details = screen.getByText('Technical details');
  expect(screen.getByText(/reading "menu"/)).not.toBeVisible();
  await userEvent.click(details);
  expect(screen.getByText(/reading "menu"/)).toBeVisible();
});

it('speaks the console’s language', async () => {
  await act(() => switchLanguage('fr'));
  renderBroken();
  expect(screen.getByRole('heading', { level: 1, name: 'Une erreur est survenue' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Recharger la console' })).toBeInTheDocument();
  expect(screen.getByText('Détails techniques')).toBeInTheDocument();
});
