import { screen } from '@testing-library/react';
import { renderRemote } from '@console/testing';
import communicationModule from '../module';

it('shows its title', async () => {
  renderRemote(communicationModule, '/apps/email');
  expect(await screen.findByRole('heading', { name: 'Communication' })).toBeInTheDocument();
});
