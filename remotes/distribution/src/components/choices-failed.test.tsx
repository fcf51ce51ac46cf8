import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Response } from 'miragejs';
import type { Catalogue, MockDomain } from '@console/mirage';
import { mockServerPerTest } from '@console/testing';
import { distributionDomains, renderDistribution } from '../test-kit';

let domains: MockDomain[] = [];
const mock = mockServerPerTest(() => (domains = distributionDomains()));
const catalogue = () => domains.find((domain) => domain.name === 'media')?.provides as Catalogue;

/** The API at `path` fails until `back()` is called, then answers `rows()`. */
function downUntilBack(path: string, rows: () => object) {
  let down = true;
  mock.server().get(path, () => (down ? new Response(500, {}, { message: 'Service unavailable.' }) : new Response(200, {}, rows())));
  return () => (down = false);
}

it('says in the channel panel that its playlists could not be loaded, and offers them after Retry', async () => {
  const user = userEvent.setup();
  const back = downUntilBack('/api/media/playlists', () => catalogue().playlists.map((playlist) => ({ ...playlist, videoCount: 0 })));
  await renderDistribution('/distribution/roku-channels');
  await user.click(screen.getByRole('button', { name: 'Add channel' }));
  const panel = await screen.findByRole('dialog', { name: 'Add a Roku channel' });
  const alert = await within(panel).findByRole('alert', {}, { timeout: 5_000 });
  expect(alert).toHaveTextContent('The playlists could not be loaded.');
  back();
  await user.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await within(panel).findByRole('option', { name: 'Weekend picks' })).toBeInTheDocument();
  expect(within(panel).queryByRole('alert')).not.toBeInTheDocument();
});

it('says in the publisher panel that the brands could not be loaded, and offers them after Retry', async () => {
  const user = userEvent.setup();
  const back = downUntilBack('/api/media/brands', () => catalogue().brands);
  await renderDistribution('/distribution/publishers');
  await user.click(screen.getByRole('button', { name: 'Add publisher' }));
  const panel = await screen.findByRole('dialog', { name: 'Add a publisher' });
  const alert = await within(panel).findByRole('alert', {}, { timeout: 5_000 });
  expect(alert).toHaveTextContent('The brands could not be loaded.');
  back();
  await user.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await within(panel).findByRole('checkbox', { name: 'Summit Sports' })).toBeInTheDocument();
});
