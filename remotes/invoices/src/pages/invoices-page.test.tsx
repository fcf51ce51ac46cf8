import { screen } from '@testing-library/react';
import { renderRemote } from '@console/testing';
import invoicesModule from '../module';

it('shows its title', async () => {
  renderRemote(invoicesModule, '/apps/invoice');
  expect(await screen.findByRole('heading', { name: 'Invoices' })).toBeInTheDocument();
});
