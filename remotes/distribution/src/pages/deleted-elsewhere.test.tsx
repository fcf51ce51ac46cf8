import { act, screen, within } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { mockServerPerTest } from '@console/testing';
import { distributionDomains, renderDistribution } from '../test-kit';

jest.mock('react-chartjs-2', () => jest.requireActual('../chart-test-kit'));
mockServerPerTest(distributionDomains);

const stillHere = 'has been deleted elsewhere (in another tab or by someone else). What you see is its last loaded copy: changes to it can no longer be saved.';

/** Deleted in another tab: the mock's cross-tab event then reloads every query of this one (shell/src/app/query-client.ts). */
async function deleteElsewhere(path: string, queryClient: QueryClient) {
  await fetch(path, { method: 'DELETE' });
  await act(() => queryClient.invalidateQueries());
}

it('keeps a channel’s page and its edit panel with what was typed when the channel is deleted elsewhere, and says so', async () => {
  const { user, queryClient } = await renderDistribution('/distribution/roku-channels/2');
  await user.click(await screen.findByRole('button', { name: 'Edit Cedar Weekend' }));
  const panel = within(await screen.findByRole('dialog', { name: 'Edit Cedar Weekend' }));
  const provider = panel.getByRole('textbox', { name: /^Provider name/ });
  await user.clear(provider);
  await user.type(provider, 'Cedar Radio');
  await deleteElsewhere('/api/distribution/roku-channels/2', queryClient);

  expect(await screen.findByText(`This channel ${stillHere}`)).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Cedar Weekend' })).toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: 'Edit Cedar Weekend' })).toBeInTheDocument();
  expect(panel.getByRole('textbox', { name: /^Provider name/ })).toHaveValue('Cedar Radio');
  expect(screen.getByRole('link', { name: 'Back to the Roku channels' })).toHaveAttribute('href', '/distribution/roku-channels');

  // Saving then fails, says why in the panel, and keeps the input.
  await user.click(panel.getByRole('button', { name: 'Save' }));
  expect(await panel.findByRole('alert')).toHaveTextContent('Roku channel 2 was not found.');
  expect(panel.getByRole('textbox', { name: /^Provider name/ })).toHaveValue('Cedar Radio');
});

it('keeps a campaign’s page and its edit panel with what was typed when the campaign is deleted elsewhere, and says so', async () => {
  const { user, queryClient } = await renderDistribution('/distribution/campaigns/1');
  await user.click(await screen.findByRole('button', { name: 'Edit Autumn football' }));
  const panel = within(await screen.findByRole('dialog', { name: 'Edit Autumn football' }));
  const keywords = panel.getByRole('textbox', { name: /^Keywords/ });
  await user.type(keywords, ', derby');
  await deleteElsewhere('/api/distribution/campaigns/1', queryClient);

  expect(await screen.findByText(`This campaign ${stillHere}`)).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Autumn football' })).toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: 'Edit Autumn football' })).toBeInTheDocument();
  expect(panel.getByRole('textbox', { name: /^Keywords/ })).toHaveValue('football, highlights, final, derby');
  expect(screen.getByRole('link', { name: 'Back to the search campaigns' })).toHaveAttribute('href', '/distribution/campaigns');
});
