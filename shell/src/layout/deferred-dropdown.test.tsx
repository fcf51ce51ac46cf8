import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { consoleQueryClient } from '../app/query-client';
import { DeferredDropdown } from './deferred-dropdown';

function AccountMenu({ onLogout }: { onLogout(): void }) {
  return (
    <DeferredDropdown
      toggle="Ada Lovelace"
      menu={(Dropdown) => (
        <Dropdown.Item as="button" onClick={onLogout}>
          Log out
        </Dropdown.Item>
      )}
    />
  );
}

// In this order: the first test meets the menu before its code has loaded (loaded once per page).
it('shows its toggle from the first render; a key press before the code arrives opens the menu and keeps the focus', async () => {
  // The page's own data is still on its way: the menu's code waits for it (or for a click).
  void consoleQueryClient.prefetchQuery({ queryKey: ['page data'], queryFn: () => new Promise<never>(() => undefined) });
  const user = userEvent.setup();
  render(<AccountMenu onLogout={jest.fn()} />);
  const toggle = screen.getByRole('button', { name: 'Ada Lovelace' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();

  await user.tab();
  expect(toggle).toHaveFocus();
  await user.keyboard('{Enter}');

  expect(await screen.findByRole('button', { name: 'Log out' })).toBeVisible();
  const loadedToggle = screen.getByRole('button', { name: 'Ada Lovelace' });
  expect(loadedToggle).toHaveAttribute('aria-expanded', 'true');
  expect(loadedToggle).toHaveFocus();
  await consoleQueryClient.cancelQueries();
});

it('runs the chosen item and closes; Escape closes without choosing', async () => {
  const logout = jest.fn();
  const user = userEvent.setup();
  render(<AccountMenu onLogout={logout} />);
  const toggle = screen.getByRole('button', { name: 'Ada Lovelace' });

  await user.click(toggle);
  await user.keyboard('{Escape}');
  await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'));
  expect(logout).not.toHaveBeenCalled();

  await user.click(toggle);
  await user.click(await screen.findByRole('button', { name: 'Log out' }));
  expect(logout).toHaveBeenCalledTimes(1);
  await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'));
});
