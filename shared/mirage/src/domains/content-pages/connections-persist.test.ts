import type { AccountSettings } from '@console/contracts';
import { reloadKit } from '../../persist/reload-kit';

// A linked account is kept like the other account settings: in the domain's stored state.
const { readAfterReload } = reloadKit();

it('keeps a linked and an unlinked account after a reload', async () => {
  const { restarted, seed } = await readAfterReload(
    async (api) => {
      await api.send('POST', '/account-setting/connections', { service: 'github', connected: true });
      await api.send('POST', '/account-setting/connections', { service: 'twitter', connected: false });
    },
    async (api) => (await api.read<AccountSettings>('/account-setting/data')).social.connections,
  );
  expect(seed).toMatchObject({ github: { connected: false }, twitter: { connected: true } });
  expect(restarted).toEqual({ ...seed, github: { ...seed.github, id: expect.any(String), connected: true }, twitter: { ...seed.twitter, id: '', connected: false } });
  expect(restarted.github.id).not.toBe('');
});
