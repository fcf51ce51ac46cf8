import { screen } from '@testing-library/react';
import { mediaDomain } from '@console/mirage';
import { mockServerPerTest, renderRemote } from '@console/testing';
import mediaModule from '../module';

mockServerPerTest(() => [mediaDomain()]);

it('shows its title and what the API answers', async () => {
  renderRemote(mediaModule, '/media');
  expect(await screen.findByRole('heading', { name: 'Media' })).toBeInTheDocument();
  expect(await screen.findByText('Media is ready.')).toBeInTheDocument();
});
