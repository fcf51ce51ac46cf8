import { render, screen, waitFor } from '@testing-library/react';
import { developmentUser, useSessionStore } from '@console/auth';
import { ConsoleToasts } from './toasts';

jest.mock('react-hot-toast', () => {
  throw new Error('Loading chunk 9446 failed.');
});

it('a console whose toast library cannot download keeps working, without toasts', async () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  useSessionStore.getState().setUser(developmentUser);
  render(
    <main>
      <h1>Tasks</h1>
      <ConsoleToasts />
    </main>,
  );
  await waitFor(() => expect(error).toHaveBeenCalledWith('Toasts could not be loaded:', expect.any(Error)));
  expect(screen.getByRole('heading', { name: 'Tasks' })).toBeInTheDocument();
  error.mockRestore();
});
