import { screen } from '@testing-library/react';
import { renderRemote } from '@console/testing';
import shopModule from '../module';

it('shows its title', async () => {
  renderRemote(shopModule, '/apps/ecommerce');
  expect(await screen.findByRole('heading', { name: 'Shop' })).toBeInTheDocument();
});
