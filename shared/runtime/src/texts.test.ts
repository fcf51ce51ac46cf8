import type { i18n as I18n } from 'i18next';

type Texts = typeof import('./texts');

/**
 * A runtime with an i18next instance nobody has initialised yet: the page's state while the
 * shell's bootstrap chunk (which calls `init`) is still downloading and the remote it opened
 * early already registers its texts. (The other tests' instance is the shell's, set up by jest-setup.)
 */
async function runtimeBeforeInit(): Promise<{ i18next: I18n; texts: Texts }> {
  let loaded: { i18next: I18n; texts: Texts } | undefined;
  await jest.isolateModulesAsync(async () => {
    const [{ default: i18next }, texts] = await Promise.all([import('i18next'), import('./texts')]);
    loaded = { i18next, texts };
  });
  if (!loaded) throw new Error('isolated modules did not load');
  return loaded;
}

const init = (i18next: I18n) => i18next.init({ lng: 'en', fallbackLng: 'en', resources: {}, initAsync: false });

it('keeps texts that arrive before i18next is initialised and adds them once it is', async () => {
  const { i18next, texts } = await runtimeBeforeInit();
  const registered = texts.registerTexts('early', () => Promise.resolve({ title: 'Tasks' }));
  // The texts chunk is in before the shell's init runs.
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(i18next.isInitialized).toBeFalsy();

  void init(i18next);

  await expect(registered).resolves.toBeUndefined();
  expect(i18next.t('early:title')).toBe('Tasks');
});

it('adds texts whose download started before init and ends after it', async () => {
  const { i18next, texts } = await runtimeBeforeInit();
  let arrive: (bundle: { title: string }) => void = () => undefined;
  const registered = texts.registerTexts('slow', () => new Promise((resolve) => (arrive = resolve)));

  void init(i18next);
  arrive({ title: 'Playlists' });

  await expect(registered).resolves.toBeUndefined();
  expect(i18next.t('slow:title')).toBe('Playlists');
});

it('adds texts at once when i18next is already initialised', async () => {
  const { i18next, texts } = await runtimeBeforeInit();
  await init(i18next);
  await texts.registerTexts('late', () => Promise.resolve({ title: 'Brands' }));
  expect(i18next.t('late:title')).toBe('Brands');
});
