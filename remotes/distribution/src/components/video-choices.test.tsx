import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Response } from 'miragejs';
import { queryKeys, type Video } from '@console/contracts';
import type { Catalogue, MockDomain } from '@console/mirage';
import { mockServerPerTest } from '@console/testing';
import { distributionDomains, renderDistribution } from '../test-kit';

let domains: MockDomain[] = [];
const mock = mockServerPerTest(() => (domains = distributionDomains()));
jest.setTimeout(30_000);
const catalogue = () => domains.find((domain) => domain.name === 'media')?.provides as Catalogue;

/** `count` more published videos of Summit Sports (campaign 1's brand), whose titles come first by title. */
function addSummitVideos(count: number, status: Video['status'] = 'published') {
  const videos = catalogue().videos;
  const template = videos.find((video) => video.brandId === 4);
  if (!template) throw new Error('No Summit Sports video to copy.');
  for (let index = 1; index <= count; index += 1) videos.push({ ...template, status, id: 100_000 + index, title: `Aaa clip ${String(index).padStart(3, '0')}` });
}

// 300 extra videos through the mock, a debounced search and 50 rows: seconds on a busy CI machine.
const slow = { timeout: 5_000 };

const campaignOne = async () => ((await (await fetch('/api/distribution/campaigns/1')).json()) as { campaign: { name: string; videoIds: number[] } }).campaign;
const titleOf = async (id: number) => ((await (await fetch(`/api/media/videos/${id}`)).json()) as { video: { title: string } }).video.title;

async function editAutumnFootball() {
  const { queryClient } = await renderDistribution('/distribution/campaigns');
  const table = screen.getByRole('table', { name: 'Search campaigns' });
  await userEvent.setup().click(await within(table).findByRole('button', { name: 'Edit Autumn football' }));
  const panel = await screen.findByRole('dialog', { name: 'Edit Autumn football' });
  return { panel, group: within(panel).getByRole('group', { name: 'Promoted videos' }), queryClient };
}

it('keeps promoted videos that are not among the brand’s first videos, finds others by search, and saves them all', async () => {
  addSummitVideos(300);
  const user = userEvent.setup();
  const promoted = await Promise.all([titleOf(2), titleOf(3)]);
  const { panel, group } = await editAutumnFootball();
  for (const title of promoted) expect(await within(group).findByRole('checkbox', { name: title, checked: true }, slow)).toBeInTheDocument();
  expect(await within(group).findByText(/^Showing 50 of [\d,]+ videos: search by title or tag/, {}, slow)).toBeInTheDocument();
  const search = within(group).getByRole('searchbox', { name: 'Search the brand’s videos' });
  // Enter searches at once, and saves nothing yet.
  await user.type(search, 'Aaa clip 299{Enter}');
  await user.click(await within(group).findByRole('checkbox', { name: 'Aaa clip 299' }, slow));
  await user.clear(search);
  await waitFor(() => expect(within(group).getAllByRole('checkbox', { name: /^Aaa clip/ }).length).toBeGreaterThan(1), slow);
  expect(within(group).getByRole('checkbox', { name: 'Aaa clip 299', checked: true })).toBeInTheDocument();
  const name = within(panel).getByRole('textbox', { name: 'Name' });
  await user.clear(name);
  await user.type(name, 'Autumn football finals');
  await user.click(within(panel).getByRole('button', { name: 'Save' }));
  // Saved once the panel has closed (its closing, after the test, would update unmounted pages).
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), slow);
  expect(await campaignOne()).toMatchObject({ name: 'Autumn football finals', videoIds: [2, 3, 100_299] });
});

it('says while the brand’s videos load and when they failed, with Retry, the promoted ones staying ticked', async () => {
  const user = userEvent.setup();
  let release = () => {};
  const answered = new Promise<void>((resolve) => (release = resolve));
  let failing = true;
  mock.server().get('/api/media/videos', async () => {
    await answered;
    if (failing) return new Response(500, {}, { message: 'The video index is rebuilding.' });
    const videos = catalogue().videos.filter((video) => video.brandId === 4).slice(0, 50);
    return new Response(200, {}, { videos, total: videos.length, totals: { count: videos.length, seconds: 0, hours: 0, minutes: 0 } });
  });
  const promoted = await titleOf(2);
  const { group } = await editAutumnFootball();
  expect(within(group).getByRole('status', { name: 'Loading the brand’s videos' })).toBeInTheDocument();
  expect(await within(group).findByRole('checkbox', { name: promoted, checked: true })).toBeInTheDocument();
  release();
  const alert = await within(group).findByRole('alert', {}, { timeout: 5_000 });
  expect(alert).toHaveTextContent('The brand’s videos could not be loaded.');
  expect(within(group).getByRole('checkbox', { name: promoted, checked: true })).toBeInTheDocument();
  failing = false;
  await user.click(within(alert).getByRole('button', { name: 'Retry' }));
  await waitFor(() => expect(within(group).getAllByRole('checkbox', { checked: false }).length).toBeGreaterThan(2));
  expect(within(group).queryByRole('alert')).not.toBeInTheDocument();
});

it('gives the ticks back when the campaign’s own brand is chosen again', async () => {
  const user = userEvent.setup();
  const { panel, group } = await editAutumnFootball();
  await waitFor(() => expect(within(group).getAllByRole('checkbox', { checked: true })).toHaveLength(2));
  const brand = within(panel).getByRole('combobox', { name: /^Brand/ });
  await user.selectOptions(brand, 'Lumière Streaming');
  await waitFor(() => expect(within(within(panel).getByRole('group', { name: 'Promoted videos' })).queryAllByRole('checkbox', { checked: true })).toHaveLength(0));
  await user.selectOptions(brand, 'Summit Sports');
  await waitFor(() => expect(within(within(panel).getByRole('group', { name: 'Promoted videos' })).getAllByRole('checkbox', { checked: true })).toHaveLength(2));
});

it('offers only the brand’s published videos, as its empty text promises', async () => {
  addSummitVideos(1);
  const videos = catalogue().videos;
  for (const [index, status] of (['draft', 'archived', 'unlisted'] as const).entries()) {
    const template = videos.find((video) => video.brandId === 4);
    if (template) videos.push({ ...template, status, id: 200_000 + index, title: `Aaa ${status} clip` });
  }
  const { group } = await editAutumnFootball();
  expect(await within(group).findByRole('checkbox', { name: 'Aaa clip 001' }, slow)).toBeInTheDocument();
  expect(within(group).queryByRole('checkbox', { name: /^Aaa (draft|archived|unlisted) clip$/ })).not.toBeInTheDocument();
});

it('drops a promoted video deleted from the library, says so, and saves the campaign with the others', async () => {
  const user = userEvent.setup();
  const kept = await titleOf(2);
  const videos = catalogue().videos;
  videos.splice(videos.findIndex((video) => video.id === 3), 1);
  const { panel, group } = await editAutumnFootball();
  expect(await within(group).findByText('A promoted video was deleted from the media library: it was removed from the selection.')).toHaveAttribute('role', 'status');
  expect(within(group).getAllByRole('checkbox', { checked: true })).toHaveLength(1);
  expect(within(group).getByRole('checkbox', { name: kept, checked: true })).toBeInTheDocument();
  expect(within(group).queryByRole('checkbox', { name: 'Video #3' })).not.toBeInTheDocument();
  await user.click(within(panel).getByRole('button', { name: 'Save' }));
  await waitFor(async () => expect((await campaignOne()).videoIds).toEqual([2]));
});

it('follows the media library’s changes to the promoted videos: a rename shows, a deletion leaves the selection', async () => {
  // The promoted videos are past the brand's first page, so only their own lookups name them.
  addSummitVideos(300);
  const user = userEvent.setup();
  const [renamed, deleted] = [catalogue().videos.find((video) => video.id === 2), catalogue().videos.find((video) => video.id === 3)];
  if (!renamed || !deleted) throw new Error('Campaign 1 promotes videos 2 and 3.');
  const { panel, group, queryClient } = await editAutumnFootball();
  expect(await within(group).findByRole('checkbox', { name: renamed.title, checked: true }, slow)).toBeInTheDocument();
  expect(await within(group).findByRole('checkbox', { name: deleted.title, checked: true }, slow)).toBeInTheDocument();
  // Changed in the media library, which then invalidates its keys (as its video editor does on save).
  renamed.title = 'Autumn football: the finals';
  catalogue().videos.splice(catalogue().videos.indexOf(deleted), 1);
  await act(() => queryClient.invalidateQueries({ queryKey: queryKeys.media.all }));
  expect(await within(group).findByRole('checkbox', { name: 'Autumn football: the finals', checked: true }, slow)).toBeInTheDocument();
  expect(await within(group).findByText('A promoted video was deleted from the media library: it was removed from the selection.')).toHaveAttribute('role', 'status');
  expect(within(group).queryByRole('checkbox', { name: deleted.title })).not.toBeInTheDocument();
  await user.click(within(panel).getByRole('button', { name: 'Save' }));
  await waitFor(async () => expect((await campaignOne()).videoIds).toEqual([2]), slow);
});
