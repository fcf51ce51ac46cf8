import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Response } from 'miragejs';
import type { Catalogue, MockDomain } from '@console/mirage';
import { mockServerPerTest, switchTestLanguage } from '@console/testing';
import { uiFr } from '@console/ui/i18n/fr';
import { distributionDomains, renderDistribution } from '../test-kit';

jest.mock('react-chartjs-2', () => jest.requireActual('../chart-test-kit'));
let domains: MockDomain[] = [];
const mock = mockServerPerTest(() => (domains = distributionDomains()));
afterEach(() => switchTestLanguage('en'));

const notice = 'The brands could not be loaded, so brand names are missing here.';

/** The brands API fails until `back()` is called, then answers the library's brands. */
function brandsDownUntilBack() {
  let down = true;
  const brands = () => (domains.find((domain) => domain.name === 'media')?.provides as Catalogue).brands;
  mock.server().get('/api/media/brands', () => (down ? new Response(500, {}, { message: 'Internal error' }) : new Response(200, {}, brands())));
  return () => (down = false);
}

/** The notice, once the brands have failed (with its Retry). */
async function brandsAlert() {
  const alert = await screen.findByRole('alert', {}, { timeout: 5_000 });
  expect(alert).toHaveTextContent(notice);
  return alert;
}

/** A record's value in its details list (the <dd> after the <dt> `term`). */
function detail(term: string) {
  const found = screen.getAllByRole('term').find((element) => element.textContent === term);
  return found?.nextElementSibling as HTMLElement;
}

it.each([
  { list: 'Roku channels', path: '/distribution/roku-channels', row: 'Cedar Weekend', number: '#2', brand: 'Cedar Broadcast' },
  { list: 'Search campaigns', path: '/distribution/campaigns', row: 'Autumn football', number: '#4', brand: 'Summit Sports' },
  { list: 'Publishers', path: '/distribution/publishers', row: 'Pixel Arcade', number: '#5', brand: 'Kumo Animation' },
])('says on $list that the brand names could not be loaded, and shows them in the rows after Retry', async ({ list, path, row, number, brand }) => {
  const user = userEvent.setup();
  const back = brandsDownUntilBack();
  await renderDistribution(path);
  const alert = await brandsAlert();
  const tableRow = within(screen.getByRole('table', { name: list })).getByRole('row', { name: new RegExp(`^${row}`) });
  expect(within(tableRow).getByText(number)).toBeInTheDocument();
  back();
  await user.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await within(tableRow).findByText(brand)).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it.each([
  { page: 'search campaigns', path: '/distribution/campaigns' },
  { page: 'beacons', path: '/distribution/beacons' },
])('offers the brands in the Brand filter of $page once Retry has brought them back', async ({ path }) => {
  const user = userEvent.setup();
  const back = brandsDownUntilBack();
  await renderDistribution(path);
  const alert = await brandsAlert();
  const filter = screen.getByRole('combobox', { name: 'Brand' });
  expect(within(filter).queryByRole('option', { name: 'Summit Sports' })).not.toBeInTheDocument();
  back();
  await user.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await within(filter).findByRole('option', { name: 'Summit Sports' })).toBeInTheDocument();
  expect(screen.queryByText(notice)).not.toBeInTheDocument();
});

it.each([
  { record: 'a campaign', path: '/distribution/campaigns/1', details: 'Campaign details', brand: 'Summit Sports' },
  { record: 'a Roku channel', path: '/distribution/roku-channels/2', details: 'Channel details', brand: 'Cedar Broadcast' },
])("says on $record's page that the brand names could not be loaded, and shows its brand after Retry", async ({ path, details, brand }) => {
  const user = userEvent.setup();
  const back = brandsDownUntilBack();
  await renderDistribution(path);
  expect(await screen.findByRole('heading', { name: details })).toBeInTheDocument();
  const alert = await brandsAlert();
  expect(detail('Brand')).not.toHaveTextContent(brand);
  back();
  await user.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await within(detail('Brand')).findByText(brand)).toBeInTheDocument();
  expect(screen.queryByText(notice)).not.toBeInTheDocument();
});

it('says so in French, without the server’s English text', async () => {
  await switchTestLanguage('fr', { ui: uiFr });
  brandsDownUntilBack();
  await renderDistribution('/distribution/publishers');
  const alert = await screen.findByRole('alert', {}, { timeout: 5_000 });
  expect(alert).toHaveTextContent('Les marques n’ont pas pu être chargées : leurs noms manquent ici.');
  expect(alert).not.toHaveTextContent('Internal error');
  expect(within(alert).getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
});
