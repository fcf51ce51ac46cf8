import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Response } from 'miragejs';
import type { RokuChannel } from '@console/contracts';
import type { Catalogue, MockDomain } from '@console/mirage';
import { englishLeftOnScreen, mockServerPerTest, switchTestLanguage } from '@console/testing';
import { uiFr } from '@console/ui/i18n/fr';
import en from '../i18n/en';
import fr from '../i18n/fr';
import { distributionDomains, renderDistribution } from '../test-kit';

let domains: MockDomain[] = [];
const mock = mockServerPerTest(() => (domains = distributionDomains()));
afterEach(() => switchTestLanguage('en'));

const channelTwo = async () => ((await (await fetch('/api/distribution/roku-channels/2')).json()) as { channel: RokuChannel }).channel;

async function editCedarWeekend(edit = 'Edit Cedar Weekend', title = edit) {
  const user = userEvent.setup();
  await renderDistribution('/distribution/roku-channels/2');
  await user.click(await screen.findByRole('button', { name: edit }));
  return { user, panel: await screen.findByRole('dialog', { name: title }) };
}

it('names the feed languages in the reader’s language', async () => {
  await switchTestLanguage('fr', { ui: uiFr });
  const { panel } = await editCedarWeekend(fr.edit.replace('{{name}}', 'Cedar Weekend'), fr.channels.editTitle.replace('{{name}}', 'Cedar Weekend'));
  const language = within(panel).getByRole('combobox', { name: fr.channels.fields.language });
  expect(within(language).getAllByRole('option').map((option) => option.textContent)).toEqual(['Anglais', 'Français', 'Arabe', 'Espagnol', 'Allemand']);
  expect(englishLeftOnScreen({ distribution: en }, { distribution: fr }, panel)).toEqual([]);
});

it('drops a playlist deleted from the library from the choice, says so, and saves the channel with the others', async () => {
  // The API refuses that delete now; data saved before it did, or another backend, may still hold one.
  const catalogue = domains.find((domain) => domain.name === 'media')?.provides as Catalogue;
  catalogue.playlists.splice(catalogue.playlists.findIndex((playlist) => playlist.id === 2), 1);
  const { user, panel } = await editCedarWeekend();
  expect(await within(panel).findByText('A playlist of this channel was deleted from the media library: it was removed from the selection.')).toHaveAttribute('role', 'status');
  const playlists = within(panel).getByRole('group', { name: /^Playlists/ });
  expect(within(playlists).queryByRole('listitem')).not.toBeInTheDocument();
  await user.selectOptions(within(playlists).getByRole('combobox', { name: 'Add a playlist' }), 'Front page');
  await user.click(within(playlists).getByRole('button', { name: 'Add' }));
  await user.click(within(panel).getByRole('button', { name: 'Save' }));
  await waitFor(async () => expect((await channelTwo()).playlistIds).toEqual([1]));
});

describe('the order of the channel’s playlists (the feed’s categories)', () => {
  const order = (group: HTMLElement) => within(within(group).getByRole('list')).getAllByRole('listitem').map((item) => item.textContent);

  async function editNorthlight() {
    const user = userEvent.setup();
    await renderDistribution('/distribution/roku-channels/1');
    await user.click(await screen.findByRole('button', { name: 'Edit Northlight on Roku' }));
    const panel = await screen.findByRole('dialog', { name: 'Edit Northlight on Roku' });
    const group = within(panel).getByRole('group', { name: /^Playlists/ });
    await within(group).findByText('Front page');
    return { user, panel, group };
  }

  it('adds a playlist at the end, moves it to the top from the keyboard, and saves that order for the feed', async () => {
    const { user, panel, group } = await editNorthlight();
    expect(order(group)).toEqual(['Front page', 'Most viewed sports']);
    await user.selectOptions(within(group).getByRole('combobox', { name: 'Add a playlist' }), 'Weekend picks');
    await user.click(within(group).getByRole('button', { name: 'Add' }));
    expect(order(group)).toEqual(['Front page', 'Most viewed sports', 'Weekend picks']);
    // Ready for the next one: the select has the focus, the added playlist is no longer offered.
    expect(within(group).getByRole('combobox', { name: 'Add a playlist' })).toHaveFocus();
    expect(within(group).queryByRole('option', { name: 'Weekend picks' })).not.toBeInTheDocument();
    within(group).getByRole('button', { name: 'Move Weekend picks up' }).focus();
    await user.keyboard('{Enter}');
    expect(order(group)).toEqual(['Front page', 'Weekend picks', 'Most viewed sports']);
    expect(within(group).getByRole('button', { name: 'Move Weekend picks up' })).toHaveFocus();
    await user.keyboard(' ');
    expect(order(group)).toEqual(['Weekend picks', 'Front page', 'Most viewed sports']);
    // At the top Move up does nothing more: the focus is on the button that still moves it.
    expect(within(group).getByRole('button', { name: 'Move Weekend picks up' })).toBeDisabled();
    expect(within(group).getByRole('button', { name: 'Move Weekend picks down' })).toHaveFocus();
    expect(within(group).getByRole('status')).toHaveTextContent('Weekend picks moved to position 1.');
    await user.click(within(group).getByRole('button', { name: 'Move Front page down' }));
    expect(order(group)).toEqual(['Weekend picks', 'Most viewed sports', 'Front page']);
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(((await (await fetch('/api/distribution/roku-channels/1')).json()) as { channel: RokuChannel }).channel.playlistIds).toEqual([2, 3, 1]);
    const feed = (await (await fetch('/api/distribution/roku-channels/1/feed')).json()) as { categories: { playlistName: string }[] };
    expect(feed.categories.map((category) => category.playlistName).slice(0, 3)).toEqual(['Weekend picks', 'Most viewed sports', 'Front page']);
  });

  it('keeps the focus in the list as playlists are removed, then on the select, and asks for one again', async () => {
    const { user, panel, group } = await editNorthlight();
    within(group).getByRole('button', { name: 'Remove Front page' }).focus();
    await user.keyboard('{Enter}');
    expect(order(group)).toEqual(['Most viewed sports']);
    expect(within(group).getByRole('button', { name: 'Remove Most viewed sports' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(within(group).queryByRole('list')).not.toBeInTheDocument();
    expect(within(group).getByText('Nothing chosen yet.')).toBeInTheDocument();
    const add = within(group).getByRole('combobox', { name: 'Add a playlist' });
    expect(add).toHaveFocus();
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(await within(group).findByText('Choose at least one playlist.')).toBeInTheDocument();
    await waitFor(() => expect(add).toHaveFocus());
    expect(group).toHaveAccessibleDescription(/^Choose at least one playlist\./);
    // The focused select says it too, with the state it is in.
    expect(add).toHaveAttribute('aria-invalid', 'true');
    expect(add).toHaveAccessibleDescription('Choose at least one playlist.');
  });
});

describe('what a save says, once the panel has closed', () => {
  it('says the channel was added, by its name, once the server has added it', async () => {
    const user = userEvent.setup();
    await renderDistribution('/distribution/roku-channels');
    await user.click(screen.getByRole('button', { name: 'Add channel' }));
    const panel = await screen.findByRole('dialog', { name: 'Add a Roku channel' });
    await user.type(within(panel).getByRole('textbox', { name: /^Channel name/ }), 'Summit Live');
    await user.type(within(panel).getByRole('textbox', { name: /^Provider name/ }), 'Summit Sports');
    await user.selectOptions(within(panel).getByRole('combobox', { name: /^Brand/ }), await within(panel).findByRole('option', { name: 'Summit Sports' }));
    const playlists = within(panel).getByRole('group', { name: /^Playlists/ });
    await user.selectOptions(within(playlists).getByRole('combobox', { name: 'Add a playlist' }), await within(playlists).findByRole('option', { name: 'Most viewed sports' }));
    await user.click(within(playlists).getByRole('button', { name: 'Add' }));
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    // The name stands apart from the sentence (isolate marks): an Arabic name keeps the quotes in place.
    expect(await screen.findByText('Channel “\u2068Summit Live\u2069” added.')).toHaveAttribute('role', 'status');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says the channel was saved after an edit', async () => {
    const { user, panel } = await editCedarWeekend();
    const provider = within(panel).getByRole('textbox', { name: /^Provider name/ });
    await user.clear(provider);
    await user.type(provider, 'Cedar Radio');
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Channel “\u2068Cedar Weekend\u2069” saved.')).toHaveAttribute('role', 'status');
  });

  it('says nothing was saved when the save fails: the panel stays open with its input', async () => {
    mock.server().put('/api/distribution/roku-channels/:id', () => new Response(500, {}, { message: 'Down for maintenance.' }));
    const { user, panel } = await editCedarWeekend();
    const provider = within(panel).getByRole('textbox', { name: /^Provider name/ });
    await user.clear(provider);
    await user.type(provider, 'Cedar Radio');
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(await within(panel).findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit Cedar Weekend' })).toBe(panel);
    expect(provider).toHaveValue('Cedar Radio');
    expect(screen.queryByText(/saved\.$/)).not.toBeInTheDocument();
  });
});
