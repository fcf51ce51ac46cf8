import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiJson, mockServerPerTest } from '@console/testing';
import { distributionDomains, renderDistribution } from '../test-kit';

mockServerPerTest(distributionDomains);

it('filters campaigns by status from the URL', async () => {
  await renderDistribution('/distribution/campaigns?status=paused');
  const table = screen.getByRole('table', { name: 'Search campaigns' });
  expect(await within(table).findByRole('rowheader', { name: 'Northlight premieres' })).toBeInTheDocument();
  expect(within(table).getAllByRole('rowheader')).toHaveLength(1);
  expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('paused');
});

it('refuses an end date before the start date, at the end date field', async () => {
  const user = userEvent.setup();
  await renderDistribution('/distribution/campaigns');
  await user.click(screen.getByRole('button', { name: 'Add campaign' }));
  const panel = await screen.findByRole('dialog', { name: 'Add a search campaign' });
  await user.type(within(panel).getByRole('textbox', { name: 'Name' }), 'Winter');
  await user.selectOptions(within(panel).getByRole('combobox', { name: /^Brand/ }), 'Summit Sports');
  await user.type(within(panel).getByRole('textbox', { name: /^Keywords/ }), 'finals, live');
  const videos = await within(panel).findByRole('group', { name: 'Promoted videos' });
  await user.click(within(videos).getAllByRole('checkbox')[0] as HTMLElement);
  await user.type(within(panel).getByRole('spinbutton', { name: /^Daily budget/ }), '30');
  await user.type(within(panel).getByLabelText(/^Start date/), '2026-12-10');
  await user.type(within(panel).getByLabelText(/^End date/), '2026-12-01');
  await user.click(within(panel).getByRole('button', { name: 'Save' }));
  expect(within(panel).getByLabelText(/^End date/)).toHaveValue('2026-12-01');
  await waitFor(() => expect(within(panel).getByLabelText(/^End date/)).toHaveAttribute('aria-invalid', 'true'));
  expect(within(panel).getByLabelText(/^Start date/)).not.toHaveAttribute('aria-invalid', 'true');
});

it("drops the former brand's promoted videos when the brand changes, so they are never saved", async () => {
  const user = userEvent.setup();
  await renderDistribution('/distribution/campaigns');
  const table = screen.getByRole('table', { name: 'Search campaigns' });
  await user.click(await within(table).findByRole('button', { name: 'Edit Autumn football' }));
  const panel = await screen.findByRole('dialog', { name: 'Edit Autumn football' });
  await waitFor(() => expect(within(within(panel).getByRole('group', { name: 'Promoted videos' })).getAllByRole('checkbox', { checked: true })).toHaveLength(2));
  await user.selectOptions(within(panel).getByRole('combobox', { name: /^Brand/ }), 'Lumière Streaming');
  const group = within(panel).getByRole('group', { name: 'Promoted videos' });
  await waitFor(() => expect(within(group).getAllByRole('checkbox', { checked: false }).length).toBeGreaterThan(2));
  expect(within(group).queryAllByRole('checkbox', { checked: true })).toHaveLength(0);
  // Saved now, the campaign would promote nothing of its brand: refused at the field, nothing saved.
  await user.click(within(panel).getByRole('button', { name: 'Save' }));
  expect(await within(panel).findByText('Choose at least one video to promote.')).toBeInTheDocument();
  expect((await apiJson<{ campaign: { brandId: number } }>('/api/distribution/campaigns/1')).campaign.brandId).toBe(4);
  await user.click(within(group).getAllByRole('checkbox')[0] as HTMLElement);
  await user.click(within(panel).getByRole('button', { name: 'Save' }));
  await waitFor(async () => {
    const { campaign } = await apiJson<{ campaign: { brandId: number; videoIds: number[] } }>('/api/distribution/campaigns/1');
    expect(campaign.brandId).toBe(3);
    expect(campaign.videoIds).toHaveLength(1);
  });
  const { campaign } = await apiJson<{ campaign: { videoIds: number[] } }>('/api/distribution/campaigns/1');
  const { video } = await apiJson<{ video: { brandId: number } }>(`/api/media/videos/${campaign.videoIds[0] ?? 0}`);
  expect(video.brandId).toBe(3);
});

it("refuses promoted videos of another brand than the campaign's", async () => {
  const response = await fetch('/api/distribution/campaigns/1', {
    method: 'PUT',
    body: JSON.stringify({ name: 'Autumn football', brandId: 3, keywords: ['football'], videoIds: [2, 3], startDate: '2026-10-01', endDate: '2026-12-31', dailyBudget: 120, status: 'active' }),
  });
  expect(response.status).toBe(400);
  expect(((await response.json()) as { errors: Record<string, string> }).errors.videoIds).toBe("Promote only videos of the campaign's brand.");
});

it("heads a campaign's details as such, under the campaign's name", async () => {
  await renderDistribution('/distribution/campaigns/1');
  expect(await screen.findByRole('heading', { level: 1, name: 'Autumn football' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Campaign details' })).toBeInTheDocument();
});

it('adds no history entry while a search is typed: Back leaves the page', async () => {
  const user = userEvent.setup();
  const { router } = await renderDistribution('/distribution/roku-channels');
  await act(() => router.navigate('/distribution/campaigns'));
  const search = await screen.findByRole('searchbox', { name: 'Search campaigns' });
  const table = screen.getByRole('table', { name: 'Search campaigns' });
  // Two pauses in the typing: each applies the search to the URL.
  await user.type(search, 'autumn');
  await waitFor(() => expect(router.state.location.search).toBe('?q=autumn'));
  await user.type(search, ' football');
  await waitFor(() => expect(router.state.location.search).toBe('?q=autumn+football'));
  expect(await within(table).findByRole('rowheader', { name: 'Autumn football' })).toBeInTheDocument();
  await act(() => router.navigate(-1));
  expect(router.state.location.pathname).toBe('/distribution/roku-channels');
  expect(await screen.findByRole('heading', { level: 1, name: 'Roku channels' })).toBeInTheDocument();
});

it('refuses a budget below a cent and one beyond €1,000,000 at the budget field, keeping what was typed', async () => {
  const user = userEvent.setup();
  await renderDistribution('/distribution/campaigns');
  const table = screen.getByRole('table', { name: 'Search campaigns' });
  await user.click(await within(table).findByRole('button', { name: 'Edit Autumn football' }));
  const panel = await screen.findByRole('dialog', { name: 'Edit Autumn football' });
  const budget = within(panel).getByRole('spinbutton', { name: /^Daily budget/ });
  await waitFor(() => expect(budget).toHaveValue(120));
  expect(budget).toHaveAttribute('step', '0.01');

  await user.clear(budget);
  await user.type(budget, '0.001');
  await user.click(within(panel).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(budget).toHaveAccessibleDescription('Give the daily budget in euros and cents, like 25.50.'));
  expect(budget).toHaveAttribute('aria-invalid', 'true');
  expect(budget).toHaveValue(0.001);

  await user.clear(budget);
  await user.type(budget, '1e12');
  await user.click(within(panel).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(budget).toHaveAccessibleDescription('The daily budget must be at most €1,000,000.'));
  const { campaign } = (await (await fetch('/api/distribution/campaigns/1')).json()) as { campaign: { dailyBudget: number } };
  expect(campaign.dailyBudget).toBe(120);
});

it('says a brand id in the address that no brand has is not found', async () => {
  await renderDistribution('/distribution/campaigns?brandId=999999999999');
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'Brand' })).toHaveDisplayValue('999999999999 (not found)'));
});
