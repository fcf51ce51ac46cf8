import { screen } from '@testing-library/react';
import { distributionDomain } from '@console/mirage';
import { mockServerPerTest, renderRemote } from '@console/testing';
import distributionModule from '../module';

mockServerPerTest(() => [distributionDomain()]);

it('shows its title and what the API answers', async () => {
  renderRemote(distributionModule, '/distribution');
  expect(await screen.findByRole('heading', { name: 'Distribution' })).toBeInTheDocument();
  expect(await screen.findByText('Distribution is ready.')).toBeInTheDocument();
});
