import { installMockBackend, type MockNotice } from '../../backend-gate';
import { openMockStore } from '../../persist/mock-store';
import { reloadKit, type AdminApi } from '../../persist/reload-kit';
import { seedPublishers } from '../distribution/seed';
import { seedCatalogue } from './catalogue';

// The id counters are kept with the data: after a reload a new record still gets a new id, and a
// brand a publisher uses is still refused on a page where nothing has loaded the publishers yet.
const { readAfterReload } = reloadKit();

const brand = (name: string) => ({ name, slug: name.toLowerCase(), colour: '#123456', logo: '', status: 'active' });
const publisher = (name: string, brandIds: number[] = [1]) => ({ name, domains: ['kept.example'], contactEmail: 'ads@kept.example', brandIds, revenueShare: 40, status: 'active' });

it('keeps counting ids after a reload: the deleted newest brand’s and publisher’s ids are not handed out again', async () => {
  const { restarted, seed } = await readAfterReload(
    async (api) => {
      const { id } = await api.send<{ id: number }>('POST', '/api/media/brands', brand('Test'));
      await api.send('DELETE', `/api/media/brands/${id}`);
      const created = await api.send<{ publisher: { id: number } }>('POST', '/api/distribution/publishers', publisher('Brief'));
      await api.send('DELETE', `/api/distribution/publishers/${created.publisher.id}`);
    },
    async (api) => ({
      brand: (await api.send<{ id: number }>('POST', '/api/media/brands', brand('Acme'))).id,
      publisher: (await api.send<{ publisher: { id: number } }>('POST', '/api/distribution/publishers', publisher('Kept'))).publisher.id,
    }),
  );
  // The seed hands out the deleted ids' numbers (nothing was deleted there); after the reload, the next ones.
  expect(restarted).toEqual({ brand: seed.brand + 1, publisher: seed.publisher + 1 });
});

it('refuses, after a reload, to delete a brand a publisher uses, though nothing on the page loaded the publishers', async () => {
  const refusal = async (api: AdminApi) => {
    const [test] = (await api.read<{ id: number; name: string }[]>('/api/media/brands')).filter((row) => row.name === 'Test');
    return api.send('DELETE', `/api/media/brands/${test?.id ?? 0}`).then(
      () => 'deleted',
      (error: Error) => error.message,
    );
  };
  const { restarted } = await readAfterReload(async (api) => {
    const { id } = await api.send<{ id: number }>('POST', '/api/media/brands', brand('Test'));
    await api.send('POST', '/api/distribution/publishers', publisher('Kept', [id]));
  }, refusal);
  expect(restarted).toMatch(/answered 409: .*"message":"Test is still used by 1 publisher: Kept\."/);
});

it('counts on from the largest ids of data saved by version 1 (before the counters), without a notice', async () => {
  const store = await openMockStore();
  const { videos, brands, categories, playlists } = seedCatalogue();
  const [first] = brands;
  if (!first) throw new Error('The seed has no brand.');
  await store.write('media', { version: 1, data: { videos, brands: [...brands, { ...first, id: 40, name: 'Saved', slug: 'saved' }], categories, playlists }, savedAt: 0 });
  await store.write('distribution', { version: 1, data: { publishers: [{ ...seedPublishers()[0], id: 30 }], channels: [], campaigns: [] }, savedAt: 0 });
  const notices: MockNotice[] = [];
  const backend = installMockBackend({ enabled: true, latencyMs: 0, persist: true }, window, { onNotice: (notice) => notices.push(notice) });
  try {
    const login = await fetch('/jwt/login', { method: 'POST', body: JSON.stringify({ email: 'admin@demo.com', password: 'admin' }) });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const post = async (url: string, body: unknown) => (await fetch(url, { method: 'POST', headers: { Authorization: `Bearer ${accessToken}` }, body: JSON.stringify(body) })).json();
    expect(await post('/api/media/brands', brand('Acme'))).toMatchObject({ id: 41 });
    expect(await post('/api/distribution/publishers', publisher('Kept'))).toMatchObject({ publisher: { id: 31 } });
  } finally {
    backend?.uninstall();
  }
  expect(notices).toEqual([]);
});
