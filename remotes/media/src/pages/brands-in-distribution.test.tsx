import { screen, within } from '@testing-library/react';
import type { PublisherRow } from '@console/contracts';
import { mediaAndDistribution } from '@console/mirage';
import { mockServerPerTest, switchTestLanguage } from '@console/testing';
import { uiFr } from '@console/ui/i18n/fr';
import fr from '../i18n/fr';
import { renderMedia } from '../test-kit';

// With the distribution domain: its publishers, channels and campaigns name brands.
mockServerPerTest(mediaAndDistribution);
afterEach(() => switchTestLanguage('en'));

const json = async <T,>(path: string, init?: RequestInit) => (await (await fetch(path, init)).json()) as T;
const send = (method: string, body: unknown) => ({ method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

it('keeps a brand a publisher uses, saying which one in the reader’s language', async () => {
  const brand = await json<{ id: number }>('/api/media/brands', send('POST', { name: 'Test', slug: 'test', colour: '#123456', logo: '', status: 'active' }));
  const { publisher } = await json<{ publisher: PublisherRow }>('/api/distribution/publishers/1');
  const { id: _id, updatedAt: _at, sdkKeyMasked: _key, ...input } = publisher;
  await fetch('/api/distribution/publishers/1', send('PUT', { ...input, brandIds: [...publisher.brandIds, brand.id] }));

  await switchTestLanguage('fr', { ui: uiFr });
  const { user } = await renderMedia('/media/brands');
  const table = screen.getByRole('table', { name: fr.taxonomy.brands });
  await user.click(await within(table).findByRole('button', { name: fr.taxonomy.delete.replace('{{name}}', 'Test') }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: fr.taxonomy.confirm }));
  expect(await screen.findByText(`Test est encore utilisée dans la distribution (éditeurs, chaînes Roku ou campagnes de recherche) : ${publisher.name}. Retirez-la d’abord de ceux-ci.`)).toBeInTheDocument();
  expect(within(table).getByRole('rowheader', { name: 'Test' })).toBeInTheDocument();
});
