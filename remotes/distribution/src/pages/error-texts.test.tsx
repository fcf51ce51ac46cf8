import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Response } from 'miragejs';
import { mockServerPerTest, switchTestLanguage } from '@console/testing';
import { uiFr } from '@console/ui/i18n/fr';
import fr from '../i18n/fr';
import { distributionDomains, renderDistribution } from '../test-kit';

jest.mock('react-chartjs-2', () => jest.requireActual('../chart-test-kit'));
const mock = mockServerPerTest(distributionDomains);
afterEach(() => switchTestLanguage('en'));

// What the server said: in English it ends the page's sentence (what failed, then why, as every
// remote says it); in French and Arabic it is never shown, since it is English.
const serverText = 'Upstream timeout in shard 7.';
const failing = (method: 'get' | 'post', path: string) => mock.server()[method](path, () => new Response(500, {}, { message: serverText }));

it('says what failed, then the server’s reason, when a publish or the feed fails', async () => {
  const user = userEvent.setup();
  failing('post', '/api/distribution/roku-channels/:id/publish');
  failing('get', '/api/distribution/roku-channels/:id/feed');
  await renderDistribution('/distribution/roku-channels/2');
  await user.click(await screen.findByRole('button', { name: 'Publish' }));
  expect(await screen.findByText(`The channel could not be published. ${serverText}`)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Show the feed' }));
  expect(await screen.findByText(`The feed could not be loaded. ${serverText}`, {}, { timeout: 5_000 })).toBeInTheDocument();
});

it.each([
  { what: 'a campaign', path: '/distribution/campaigns/1', api: '/api/distribution/campaigns/:id', text: 'The campaign could not be loaded.' },
  { what: "a campaign's results", path: '/distribution/campaigns/1', api: '/api/distribution/campaigns/:id/stats', text: 'The results could not be loaded.' },
  { what: 'the beacon statistics', path: '/distribution/beacons', api: '/api/distribution/beacons', text: 'The beacon statistics could not be loaded.' },
  { what: 'the action log', path: '/distribution/actions', api: '/api/distribution/actions', text: 'The actions could not be loaded.' },
  { what: 'a list', path: '/distribution/publishers', api: '/api/distribution/publishers', text: 'The list could not be loaded.' },
])('says that $what could not be loaded, then the server’s reason', async ({ path, api, text }) => {
  failing('get', api);
  await renderDistribution(path);
  const alert = await screen.findByRole('alert', {}, { timeout: 5_000 });
  expect(alert).toHaveTextContent(`${text} ${serverText}`);
  expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
});

describe('in French', () => {
  it('says a failed SDK key regeneration in French', async () => {
    await switchTestLanguage('fr', { ui: uiFr });
    failing('post', '/api/distribution/publishers/:id/sdk-key');
    await renderDistribution('/distribution/publishers');
    const clicks = userEvent.setup();
    await clicks.click(await screen.findByRole('button', { name: 'Régénérer la clé SDK de Pixel Arcade' }));
    const dialog = await screen.findByRole('dialog', { name: 'Régénérer la clé SDK de Pixel Arcade ?' });
    await clicks.click(within(dialog).getByRole('button', { name: fr.publishers.regenerateConfirm }));
    expect(await screen.findByText('La clé SDK de Pixel Arcade n’a pas pu être régénérée.')).toBeInTheDocument();
    expect(screen.queryByText(serverText)).not.toBeInTheDocument();
  });

  it('says a failed delete in French', async () => {
    await switchTestLanguage('fr', { ui: uiFr });
    mock.server().delete('/api/distribution/campaigns/:id', () => new Response(500, {}, { message: serverText }));
    await renderDistribution('/distribution/campaigns');
    const clicks = userEvent.setup();
    await clicks.click(await screen.findByRole('button', { name: 'Supprimer Summer recap' }));
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer Summer recap' });
    await clicks.click(within(dialog).getByRole('button', { name: fr.confirmDelete }));
    expect(await screen.findByText('La suppression de Summer recap a échoué.')).toBeInTheDocument();
    expect(screen.queryByText(serverText)).not.toBeInTheDocument();
  });
});
