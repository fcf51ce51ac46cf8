import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoadState } from './load-state';

const query = (over: Partial<{ data: string[] | undefined; isError: boolean }> = {}) => ({ data: undefined, isError: false, refetch: jest.fn(async () => undefined), ...over });

it('shows the placeholder, then the data', () => {
  const view = (q: ReturnType<typeof query>) => (
    <LoadState query={q} loading="Loading the inbox" failed="The inbox could not be loaded.">
      {(rows) => <p>{rows.length} messages</p>}
    </LoadState>
  );
  const { rerender } = render(view(query()));
  expect(screen.getByRole('status', { name: 'Loading the inbox' })).toBeInTheDocument();
  rerender(view(query({ data: ['a', 'b'] })));
  expect(screen.getByText('2 messages')).toBeInTheDocument();
});

it('says what failed and retries on request', async () => {
  const failing = query({ isError: true });
  render(
    <LoadState query={failing} loading="Loading" failed="The inbox could not be loaded.">
      {() => null}
    </LoadState>,
  );
  expect(screen.getByText('The inbox could not be loaded.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: /Retry/ }));
  expect(failing.refetch).toHaveBeenCalledTimes(1);
});
