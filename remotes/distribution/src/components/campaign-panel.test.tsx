import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Response } from 'miragejs';
import type { Video } from '@console/contracts';
import { apiFetch, apiJson, mockServerPerTest, switchTestLanguage } from '@console/testing';
import { uiAr } from '@console/ui/i18n/ar';
import ar from '../i18n/ar';
import { distributionDomains, renderDistribution } from '../test-kit';

const mock = mockServerPerTest(distributionDomains);
afterEach(() => switchTestLanguage('en'));

async function editAutumnFootball() {
  const user = userEvent.setup();
  await renderDistribution('/distribution/campaigns');
  await user.click(await within(screen.getByRole('table', { name: 'Search campaigns' })).findByRole('button', { name: 'Edit Autumn football' }));
  const panel = await screen.findByRole('dialog', { name: 'Edit Autumn football' });
  const budget = within(panel).getByRole('spinbutton', { name: /^Daily budget/ });
  await user.clear(budget);
  await user.type(budget, '95');
  return { user, panel, budget };
}

it('says the campaign was added, by its name, once the server has added it', async () => {
  const user = userEvent.setup();
  await renderDistribution('/distribution/campaigns');
  await user.click(screen.getByRole('button', { name: 'Add campaign' }));
  const panel = await screen.findByRole('dialog', { name: 'Add a search campaign' });
  await user.type(within(panel).getByRole('textbox', { name: 'Name' }), 'Winter');
  await user.selectOptions(within(panel).getByRole('combobox', { name: /^Brand/ }), await within(panel).findByRole('option', { name: 'Summit Sports' }));
  await user.type(within(panel).getByRole('textbox', { name: /^Keywords/ }), 'finals, live');
  const videos = await within(panel).findByRole('group', { name: 'Promoted videos' });
  await user.click((await within(videos).findAllByRole('checkbox'))[0] as HTMLElement);
  await user.type(within(panel).getByRole('spinbutton', { name: /^Daily budget/ }), '30');
  await user.type(within(panel).getByLabelText(/^Start date/), '2026-12-01');
  await user.type(within(panel).getByLabelText(/^End date/), '2026-12-31');
  await user.click(within(panel).getByRole('button', { name: 'Save' }));
  // The name stands apart from the sentence (isolate marks): an Arabic name keeps the quotes in place.
  expect(await screen.findByText('Campaign “\u2068Winter\u2069” added.')).toHaveAttribute('role', 'status');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

it('says the campaign was saved after an edit', async () => {
  const { user, panel } = await editAutumnFootball();
  await user.click(within(panel).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Campaign “\u2068Autumn football\u2069” saved.')).toHaveAttribute('role', 'status');
});

it('says nothing was saved when the save fails: the panel stays open with its input', async () => {
  mock.server().put('/api/distribution/campaigns/:id', () => new Response(500, {}, { message: 'Down for maintenance.' }));
  const { user, panel, budget } = await editAutumnFootball();
  await user.click(within(panel).getByRole('button', { name: 'Save' }));
  expect(await within(panel).findByRole('alert')).toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: 'Edit Autumn football' })).toBe(panel);
  expect(budget).toHaveValue(95);
  expect(screen.queryByText(/saved\.$/)).not.toBeInTheDocument();
});

type Campaign = { brandId: number; videoIds: number[]; dailyBudget: number };
const campaignTwo = async () => (await apiJson<{ campaign: Campaign }>('/api/distribution/campaigns/2')).campaign;
const videoOf = async (id: number) => (await apiJson<{ video: Video }>(`/api/media/videos/${id}`)).video;
const brandId = async (name: string) => {
  const brands = await apiJson<{ id: number; name: string }[]>('/api/media/brands');
  const brand = brands.find((one) => one.name === name);
  if (!brand) throw new Error(`No brand ${name}.`);
  return brand.id;
};

/** As the media library's video editor saves it: the video given another brand. */
async function moveVideo(id: number, brand: string) {
  const { id: _id, duration: _duration, sourceUrl: _sourceUrl, createdAt: _createdAt, publishedAt: _publishedAt, views: _views, ...editable } = await videoOf(id);
  const response = await apiFetch(`/api/media/videos/${id}`, { method: 'PUT', body: JSON.stringify({ ...editable, brandId: await brandId(brand) }) });
  if (!response.ok) throw new Error(`Video ${id} was not moved: ${await response.text()}`);
  return editable.title;
}

/** Northlight premieres (Northlight Studios, videos 1 and 11), edited from the list. */
async function editNorthlightPremieres() {
  const user = userEvent.setup();
  await renderDistribution('/distribution/campaigns');
  await user.click(await within(screen.getByRole('table', { name: 'Search campaigns' })).findByRole('button', { name: 'Edit Northlight premieres' }));
  const panel = await screen.findByRole('dialog', { name: 'Edit Northlight premieres' });
  return { user, panel, group: within(panel).getByRole('group', { name: 'Promoted videos' }) };
}

it('drops a promoted video moved to another brand since, names it, and saves a budget change', async () => {
  const moved = await moveVideo(1, 'Cedar Broadcast');
  const kept = (await videoOf(11)).title;
  const { user, panel, group } = await editNorthlightPremieres();
  const note = await within(group).findByText(`“\u2068${moved}\u2069” now belongs to another brand: it was removed from the selection.`);
  expect(note).toHaveAttribute('role', 'status');
  expect(await within(group).findByRole('checkbox', { name: kept, checked: true })).toBeInTheDocument();
  expect(within(group).getAllByRole('checkbox', { checked: true })).toHaveLength(1);
  expect(within(group).queryByRole('checkbox', { name: moved })).not.toBeInTheDocument();
  const budget = within(panel).getByRole('spinbutton', { name: /^Daily budget/ });
  await user.clear(budget);
  await user.type(budget, '81');
  await user.click(within(panel).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Campaign “\u2068Northlight premieres\u2069” saved.')).toHaveAttribute('role', 'status');
  // The panel closes after the toast: waited for before reading the server, or it closes outside act.
  await waitFor(() => expect(panel).not.toBeInTheDocument());
  expect(await campaignTwo()).toMatchObject({ videoIds: [11], dailyBudget: 81 });
  expect(screen.queryByText("Promote only videos of the campaign's brand.")).not.toBeInTheDocument();
});

it('names every promoted video moved to another brand, and asks for one of the campaign’s brand', async () => {
  const moved = [await moveVideo(1, 'Cedar Broadcast'), await moveVideo(11, 'Summit Sports')];
  const { user, panel, group } = await editNorthlightPremieres();
  const names = moved.map((title) => `“\u2068${title}\u2069”`).join(', ');
  expect(await within(group).findByText(`2 promoted videos now belong to another brand (${names}): they were removed from the selection.`)).toHaveAttribute('role', 'status');
  await waitFor(() => expect(within(group).queryAllByRole('checkbox', { checked: true })).toHaveLength(0));
  await user.click(within(panel).getByRole('button', { name: 'Save' }));
  // Refused in the form (no video left), not by the server for videos the user never touched.
  expect(await within(panel).findByText('Choose at least one video to promote.')).toBeInTheDocument();
  expect(within(panel).queryByText("Promote only videos of the campaign's brand.")).not.toBeInTheDocument();
  expect((await campaignTwo()).videoIds).toEqual([1, 11]);
});

it('keeps a moved video out of the selection through brand changes: offered unticked under its new brand, not given back under the old', async () => {
  const moved = await moveVideo(1, 'Cedar Broadcast');
  const kept = (await videoOf(11)).title;
  const { user, panel, group } = await editNorthlightPremieres();
  const note = `“\u2068${moved}\u2069” now belongs to another brand: it was removed from the selection.`;
  expect(await within(group).findByText(note)).toBeInTheDocument();
  const brand = within(panel).getByRole('combobox', { name: /^Brand/ });
  await user.selectOptions(brand, 'Cedar Broadcast');
  const cedar = within(panel).getByRole('group', { name: 'Promoted videos' });
  // Under its new brand the video is one choice among others: offered, never ticked for the user.
  expect(await within(cedar).findByRole('checkbox', { name: moved, checked: false }, { timeout: 5_000 })).toBeInTheDocument();
  expect(within(cedar).queryByText(note)).not.toBeInTheDocument();
  // Back to the campaign's brand: its ticks come back, without the video it no longer holds.
  await user.selectOptions(brand, 'Northlight Studios');
  const northlight = within(panel).getByRole('group', { name: 'Promoted videos' });
  expect(await within(northlight).findByRole('checkbox', { name: kept, checked: true })).toBeInTheDocument();
  expect(within(northlight).getAllByRole('checkbox', { checked: true })).toHaveLength(1);
  expect(within(northlight).queryByRole('checkbox', { name: moved })).not.toBeInTheDocument();
  await user.click(within(panel).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Campaign “\u2068Northlight premieres\u2069” saved.')).toBeInTheDocument();
  // The panel closes after the toast: waited for before reading the server, or it closes outside act.
  await waitFor(() => expect(panel).not.toBeInTheDocument());
  expect(await campaignTwo()).toMatchObject({ brandId: 1, videoIds: [11] });
});

it('names the moved videos in the reader’s language, with its plural (Arabic: two)', async () => {
  const moved = [await moveVideo(1, 'Cedar Broadcast'), await moveVideo(11, 'Summit Sports')];
  await switchTestLanguage('ar', { ui: uiAr });
  await renderDistribution('/distribution/campaigns');
  await userEvent.setup().click(await screen.findByRole('button', { name: ar.edit.replace('{{name}}', 'Northlight premieres') }));
  const panel = await screen.findByRole('dialog', { name: ar.campaigns.editTitle.replace('{{name}}', 'Northlight premieres') });
  const group = within(panel).getByRole('group', { name: ar.campaigns.fields.videoIds });
  const names = moved.map((title) => `«\u2068${title}\u2069»`).join(' و');
  expect(await within(group).findByText(`أصبح المقطعان المروَّجان (${names}) تابعَين لعلامة تجارية أخرى، فأُزيلا من الاختيار.`)).toHaveAttribute('role', 'status');
});
