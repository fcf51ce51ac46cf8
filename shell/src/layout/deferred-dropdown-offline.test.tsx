import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { consoleQueryClient } from '../app/query-client';
import { DeferredDropdown } from './deferred-dropdown';

// The first download of the Dropdown's code fails (offline), the next one works.
let mockOffline = true;
jest.mock('react-bootstrap/Dropdown', () => {
  if (mockOffline) {
    mockOffline = false;
    throw new Error('Loading chunk 7816 failed.');
  }
  return jest.requireActual('react-bootstrap/Dropdown');
});

it('a menu whose code cannot download says so and stays closed; the next click opens it', async () => {
  // The page's data is still coming: nothing fetches the code before the click.
  void consoleQueryClient.prefetchQuery({ queryKey: ['page data'], queryFn: () => new Promise<never>(() => undefined) });
  const user = userEvent.setup();
  render(
    <>
      <DeferredDropdown toggle="Ada Lovelace" menu={(Dropdown) => <Dropdown.Item as="button">Log out</Dropdown.Item>} />
      <Toaster />
    </>,
  );
  await user.click(screen.getByRole('button', { name: 'Ada Lovelace' }));
  expect(await screen.findByText('This part of the console could not be loaded. Check your connection and try again.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Ada Lovelace' })).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Ada Lovelace' }));
  expect(await screen.findByRole('button', { name: 'Log out' })).toBeVisible();
  await consoleQueryClient.cancelQueries();
});
