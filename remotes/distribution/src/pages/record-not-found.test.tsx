import { screen, within } from '@testing-library/react';
import { Response } from 'miragejs';
import { englishLeftOnScreen, mockServerPerTest, switchTestLanguage } from '@console/testing';
import { uiAr } from '@console/ui/i18n/ar';
import { uiFr } from '@console/ui/i18n/fr';
import ar from '../i18n/ar';
import en from '../i18n/en';
import fr from '../i18n/fr';
import { distributionDomains, renderDistribution } from '../test-kit';

// A campaign that does load draws its results' chart, which jsdom cannot.
jest.mock('react-chartjs-2', () => jest.requireActual('../chart-test-kit'));
const mock = mockServerPerTest(distributionDomains);
afterEach(async () => {
  jest.restoreAllMocks();
  await switchTestLanguage('en');
});

const channel = { what: 'channel', path: '/distribution/roku-channels', api: '/api/distribution/roku-channels/:id', texts: (language: typeof en) => language.channels };
const campaign = { what: 'campaign', path: '/distribution/campaigns', api: '/api/distribution/campaigns/:id', texts: (language: typeof en) => language.campaigns };
const records = [channel, campaign];

/** The record's own not-found (not the console's "Page not found"), with the way back to its list. */
async function expectRecordNotFound(texts: typeof en.channels | typeof en.campaigns, listPath: string) {
  expect(await screen.findByRole('heading', { level: 1, name: texts.notFound }, { timeout: 5_000 })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: texts.backToList })).toHaveAttribute('href', listPath);
  expect(within(screen.getByRole('navigation', { name: /./ })).getByRole('link', { name: texts.back })).toHaveAttribute('href', listPath);
  expect(screen.queryByRole('heading', { name: 'Page not found' })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Back to home' })).not.toBeInTheDocument();
}

describe.each(records)('a $what the API does not know', ({ path, texts }) => {
  it(`says "${texts(en).notFound}" with a link back to "${texts(en).back}"`, async () => {
    await renderDistribution(`${path}/99999`);
    await expectRecordNotFound(texts(en), path);
    expect(screen.getByText('It may have been deleted, or the address is mistyped.')).toBeInTheDocument();
  });

  it('says so in French', async () => {
    await switchTestLanguage('fr', { ui: uiFr });
    await renderDistribution(`${path}/99999`);
    await expectRecordNotFound(texts(fr), path);
    expect(screen.getByText('Elle a peut-être été supprimée, ou l’adresse est erronée.')).toBeInTheDocument();
    expect(englishLeftOnScreen({ distribution: en }, { distribution: fr })).toEqual([]);
  });

  it('says so in Arabic', async () => {
    await switchTestLanguage('ar', { ui: uiAr });
    await renderDistribution(`${path}/99999`);
    await expectRecordNotFound(texts(ar), path);
    expect(screen.getByText('ربما حُذفت، أو أن العنوان مكتوب خطأً.')).toBeInTheDocument();
    expect(englishLeftOnScreen({ distribution: en }, { distribution: ar })).toEqual([]);
  });
});

// '01', '1e0' and '0x1' are other spellings of 1: no second address for one page; 'abc' is no id at all.
it.each([
  ['roku-channels/01', channel],
  ['roku-channels/0x1', channel],
  ['campaigns/1e0', campaign],
  ['campaigns/abc', campaign],
])('says /distribution/%s is a record that does not exist, with the way back to its list', async (address, record) => {
  await renderDistribution(`/distribution/${address}`);
  await expectRecordNotFound(record.texts(en), record.path);
});

describe.each(records)('a $what that cannot be loaded', ({ path, api, texts }) => {
  it('says it failed, with Retry, when the server fails', async () => {
    mock.server().get(api, () => new Response(500, {}, { message: 'Internal error' }));
    await renderDistribution(`${path}/1`);
    const alert = await screen.findByRole('alert', {}, { timeout: 5_000 });
    expect(alert).toHaveTextContent(texts(en).loadFailed);
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByText(texts(en).notFound)).not.toBeInTheDocument();
  });

  it('says it failed, with Retry, when the server cannot be reached', async () => {
    const realFetch = window.fetch;
    const record = `${path.replace('/distribution', '/api/distribution')}/1`;
    jest.spyOn(window, 'fetch').mockImplementation((url, init) => (String(url).endsWith(record) ? Promise.reject(new TypeError('Failed to fetch')) : realFetch(url, init)));
    await renderDistribution(`${path}/1`);
    const alert = await screen.findByRole('alert', {}, { timeout: 5_000 });
    // What failed, then why.
    expect(alert).toHaveTextContent(`${texts(en).loadFailed} The console could not reach the server. Check your connection and try again.`);
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByText(texts(en).notFound)).not.toBeInTheDocument();
  });
});
