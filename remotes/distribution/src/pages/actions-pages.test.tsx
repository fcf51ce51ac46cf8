import { screen, waitFor, within } from '@testing-library/react';
import { mockServerPerTest } from '@console/testing';
import { clientUser, distributionDomains, renderDistribution } from '../test-kit';

mockServerPerTest(distributionDomains);

it('keeps "All actions" from an account without LogAction', async () => {
  await renderDistribution('/distribution/actions', clientUser);
  expect(screen.getByRole('heading', { level: 1, name: 'You are not authorized' })).toBeInTheDocument();
  expect(screen.queryByRole('table', { name: 'All actions' })).not.toBeInTheDocument();
});

it('opens "My actions" to the same account', async () => {
  await renderDistribution('/distribution/actions/mine', clientUser);
  expect(screen.getByRole('heading', { level: 1, name: 'My actions' })).toBeInTheDocument();
  expect(await screen.findByRole('table', { name: 'My actions' })).toBeInTheDocument();
  expect(screen.queryByRole('combobox', { name: 'User' })).not.toBeInTheDocument();
});

it('shows an administrator the filters of "All actions"', async () => {
  await renderDistribution('/distribution/actions');
  const filters = screen.getByRole('search', { name: 'Filters' });
  expect(within(filters).getByRole('combobox', { name: 'User' })).toBeInTheDocument();
  expect(within(filters).getByRole('combobox', { name: 'Entity' })).toBeInTheDocument();
  expect(screen.getByLabelText('From')).toHaveAttribute('type', 'date');
});

it('says nothing about an empty log while it loads, only that it is loading', async () => {
  await renderDistribution('/distribution/actions');
  const table = screen.getByRole('table', { name: 'All actions' });
  expect(within(table).getByRole('status', { name: 'Loading all actions' })).toBeInTheDocument();
  expect(screen.queryByText('No actions')).not.toBeInTheDocument();
  // Answered (an empty log in a fresh mock), the pages say so.
  await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'false'));
  expect(screen.getByText('No actions')).toBeInTheDocument();
});
