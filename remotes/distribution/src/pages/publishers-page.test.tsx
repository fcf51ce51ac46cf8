import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockServerPerTest } from '@console/testing';
import { distributionDomains, renderDistribution } from '../test-kit';

mockServerPerTest(distributionDomains);

/** The publishers page with Pixel Arcade's edit panel opened from its row. */
async function editPixelArcade() {
  const user = userEvent.setup();
  await renderDistribution('/distribution/publishers');
  const table = screen.getByRole('table', { name: 'Publishers' });
  await user.click(await within(table).findByRole('button', { name: /^Edit Pixel Arcade/ }));
  return { user, table, panel: await screen.findByRole('dialog', { name: 'Edit Pixel Arcade' }) };
}

it('shows a revenue share as saved, decimals included', async () => {
  const { user, table, panel } = await editPixelArcade();
  const share = within(panel).getByRole('spinbutton', { name: /^Revenue share/ });
  await user.clear(share);
  await user.type(share, '12.5');
  await user.click(within(panel).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(within(within(table).getByRole('row', { name: /^Pixel Arcade/ })).getByText('12.5%')).toBeInTheDocument());
});

it('refuses a website domain another publisher has, at the field, keeping what was typed', async () => {
  const { user, panel } = await editPixelArcade();
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

it('saves an accented domain and a pasted address as the hosts browsers report, and says what is wrong with the list', async () => {
  const { user, panel } = await editPixelArcade();
  const domains = within(panel).getByRole('textbox', { name: /^Website domains/ });
  await user.clear(domains);
  await user.click(within(panel).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(domains).toHaveAccessibleDescription(expect.stringContaining('Enter at least one website domain, such as example.com.')));

  await user.type(domains, Array.from({ length: 11 }, (_, n) => `site${n}.example`).join(', '));
  await user.click(within(panel).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(domains).toHaveAccessibleDescription(expect.stringContaining('A publisher has at most 10 website domains.')));

  await user.clear(domains);
  await user.type(domains, 'pixelarcade.io, Jeux-Vidéo.fr, https://news.pixelarcade.io/games');
  await user.click(within(panel).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Pixel Arcade' })).not.toBeInTheDocument());
  const saved = (await (await fetch('/api/distribution/publishers')).json()) as { name: string; domains: string[] }[];
  expect(saved.find((publisher) => publisher.name === 'Pixel Arcade')?.domains).toEqual(['pixelarcade.io', 'xn--jeux-vido-i4a.fr', 'news.pixelarcade.io']);
});

it('opens the publisher a link names (?edit=) in its panel, and says one it does not hold was not found', async () => {
  const { user, router } = await renderDistribution('/distribution/publishers?edit=2');
  const panel = await screen.findByRole('dialog', { name: 'Edit Pixel Arcade' });
  await user.click(within(panel).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(router.state.location.search).toBe('');

  await act(() => router.navigate('/distribution/publishers?edit=77'));
  const said = 'Publisher 77 was not found: it may have been deleted.';
  const notice = await waitFor(() => {
    const found = screen.getAllByRole('status').find((status) => status.textContent === said);
    expect(found).toBeDefined();
    return found as HTMLElement;
  });
  await user.click(within(notice).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByText(said)).not.toBeInTheDocument());
  expect(router.state.location.search).toBe('');
});
