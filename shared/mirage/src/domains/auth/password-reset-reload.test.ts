import { reloadKit } from '../../persist/reload-kit';

// A password changed by a reset link is kept like a registration (the login users are persisted),
// and so is the link's use: the mock stores nothing else, and the link still fails after a reload.
const { readAfterReload } = reloadKit();

let mailbox: jest.SpyInstance;
beforeEach(() => {
  mailbox = jest.spyOn(console, 'info').mockImplementation(() => undefined);
});
afterEach(() => mailbox.mockRestore());

const lastToken = () => new URL(/(\S+\/reset-password\?\S+)/.exec(String(mailbox.mock.calls.at(-1)?.[0]))?.[1] ?? '').searchParams.get('token');

it('keeps a password reset: the new password signs in after the reload, and the used link stays refused', async () => {
  let token: string | null = null;
  const outcome = (call: Promise<unknown>) => call.then(() => 'accepted', (error: unknown) => String(error));
  const { restarted, seed } = await readAfterReload(
    async (api) => {
      await api.send('POST', '/jwt/forgot-password', { email: 'client@demo.com' });
      token = lastToken();
      await api.send('POST', '/jwt/reset-password', { token, password: 'Fresh-start9' });
    },
    async (api) => ({
      newPassword: await outcome(api.send('POST', '/jwt/login', { email: 'client@demo.com', password: 'Fresh-start9' })),
      usedLink: await outcome(api.send('POST', '/jwt/reset-password', { token, password: 'Another-go7' })),
    }),
  );
  expect(restarted.newPassword).toBe('accepted');
  expect(restarted.usedLink).toMatch(/answered 400.*reset-link-refused/);
  // Without the stored data, the seed's password is back and the link works again: the check above is the store's.
  expect(seed.newPassword).toMatch(/answered 400/);
  expect(seed.usedLink).toBe('accepted');
});
