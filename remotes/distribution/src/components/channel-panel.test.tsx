import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RokuChannel } from '@console/contracts';
import type { Catalogue, MockDomain } from '@console/mirage';
import { englishLeftOnScreen, mockServerPerTest, switchTestLanguage } from '@console/testing';
import { uiFr } from '@console/ui/i18n/fr';
import en from '../i18n/en';
import fr from '../i18n/fr';
import { distributionDomains, renderDistribution } from '../test-kit';

let domains: MockDomain[] = [];
mockServerPerTest(() => (domains = distributionDomains()));
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
  expect(within(playlists).queryAllByRole('checkbox', { checked: true })).toHaveLength(0);
  await user.click(within(playlists).getByRole('checkbox', { name: 'Front page' }));
  await user.click(within(panel).getByRole('button', { name: 'Save' }));
  await waitFor(async () => expect((await channelTwo()).playlistIds).toEqual([1]));
});
