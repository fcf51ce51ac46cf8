import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockServerPerTest } from '@console/testing';
import { distributionDomains, renderDistribution } from '../test-kit';

mockServerPerTest(distributionDomains);

it('shows a revenue share as saved, decimals included', async () => {
  const user = userEvent.setup();
  await renderDistribution('/distribution/publishers');
  const table = screen.getByRole('table', { name: 'Publishers' });
  await user.click(await within(table).findByRole('button', { name: /^Edit Pixel Arcade/ }));
  const panel = await screen.findByRole('dialog', { name: 'Edit Pixel Arcade' });
  const share = within(panel).getByRole('spinbutton', { name: /^Revenue share/ });
  await user.clear(share);
  await user.type(share, '12.5');
  await user.click(within(panel).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(within(within(table).getByRole('row', { name: /^Pixel Arcade/ })).getByText('12.5%')).toBeInTheDocument());
});

it('refuses a website domain another publisher has, at the field, keeping what was typed', async () => {
  const user = userEvent.setup();
  await renderDistribution('/distribution/publishers');
  const table = screen.getByRole('table', { name: 'Publishers' });
  await user.click(await within(table).findByRole('button', { name: /^Edit Pixel Arcade/ }));
  const panel = await screen.findByRole('dialog', { name: 'Edit Pixel Arcade' });
  const domains = within(panel).getByRole('textbox', { name: /^Website domains/ });
  await user.clear(domains);
  await user.type(domains, 'pixelarcade.io, HarborMedia.com');
  await user.click(within(panel).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(domains).toHaveAccessibleDescription(expect.stringContaining('One of these domains already belongs to another publisher.')));
  expect(domains).toHaveValue('pixelarcade.io, HarborMedia.com');
  expect(screen.getByRole('dialog', { name: 'Edit Pixel Arcade' })).toBeInTheDocument();

  // Its own domains stay its own on a save.
  await user.clear(domains);
  await user.type(domains, 'pixelarcade.io, play.pixelarcade.io');
  await user.click(within(panel).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Pixel Arcade' })).not.toBeInTheDocument());
});
