import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { Response } from 'miragejs';
import { MemoryRouter } from '@console/router';
import { cardsDomain } from '@console/mirage';
import { mockServerPerTest } from '@console/testing';
import { createConsoleQueryClient } from '@console/ui/query';
import { HomePage } from './home-page';

const mock = mockServerPerTest(() => [cardsDomain()]);

function renderHome() {
  // The console's client (retries on 5xx), without the waits between tries.
  const client = createConsoleQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retryDelay: 0 } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

it('shows four headline figures, each a term and its value', async () => {
  renderHome();
  expect(screen.getByRole('heading', { level: 1, name: 'Welcome to the console' })).toBeInTheDocument();
  const figures = screen.getByRole('region', { name: 'Today at a glance' });
  expect(await within(figures).findByText('Subscribers Gained')).toBeInTheDocument();
  expect(within(figures).getAllByRole('term')).toHaveLength(4);
  // Compact figures, as the seed gives them ($97.5K, 287.4K…), one per term.
  const values = within(figures).getAllByRole('definition').map((value) => value.textContent);
  expect(values).toHaveLength(4);
  for (const value of values) expect(value).toMatch(/^\$?\d+(\.\d)?[KM]?$/);
});

it('says when the figures cannot load, and Retry loads them', async () => {
  mock.server().get('/card/card-statistics/:name', () => new Response(500, {}, { message: 'down' }));
  renderHome();
  expect(await screen.findByRole('alert')).toHaveTextContent('The figures could not be loaded right now.');
  mock.restart();
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('Subscribers Gained')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
