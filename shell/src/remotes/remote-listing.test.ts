import { manifestMetaField } from '@console/contracts';
import { checkListing, listRemote, metaFromManifest } from './remote-listing';
import { listed, todoMeta } from './test-kit';

const manifest = (meta: unknown, name = 'todo') => ({ name, [manifestMetaField]: meta });

describe('metaFromManifest', () => {
  it('takes valid metadata for the remote remotes.json names', () => {
    expect(metaFromManifest('todo', manifest(todoMeta()))).toEqual({ meta: todoMeta() });
  });

  it('refuses a manifest without metadata, with invalid metadata, or for another remote', () => {
    expect(metaFromManifest('todo', { name: 'todo' })).toEqual({ problem: expect.stringContaining('has no consoleRemote metadata') });
    expect(metaFromManifest('todo', manifest({ ...todoMeta(), basePath: 'apps' }))).toEqual({ problem: expect.stringContaining('basePath must be an absolute path') });
    expect(metaFromManifest('todo', manifest(todoMeta({ id: 'users' })))).toEqual({ problem: 'remotes.json lists “todo” but its manifest declares “users”.' });
    expect(metaFromManifest('todo', manifest(todoMeta(), 'users'))).toEqual({ problem: expect.stringContaining('is for container “users”') });
    expect(metaFromManifest('todo', 'garbage')).toEqual({ problem: expect.stringContaining('has no consoleRemote metadata') });
  });
});

describe('listRemote', () => {
  it('reads the manifest once and keeps the metadata', async () => {
    const read = jest.fn(async () => manifest(todoMeta()));
    expect(await listRemote({ id: 'todo', manifest: 'https://x.example/mf-manifest.json' }, read)).toEqual(listed(todoMeta(), { manifest: 'https://x.example/mf-manifest.json' }));
    expect(read).toHaveBeenCalledWith('todo', 'https://x.example/mf-manifest.json');
  });

  it('turns an unreadable manifest or an unusable line into a problem', async () => {
    const failing = await listRemote({ id: 'todo', manifest: 'https://x.example/mf-manifest.json' }, async () => {
      throw new Error('HTTP 404');
    });
    expect(failing).toMatchObject({ meta: null, problem: 'The manifest of “todo” could not be read (HTTP 404).' });
    expect(await listRemote({ id: 'Bad', manifest: null, problem: 'not a remote name' }, jest.fn())).toMatchObject({ meta: null, problem: 'not a remote name' });
  });
});

describe('checkListing', () => {
  const users = todoMeta({ id: 'users', basePath: '/apps/user', nav: [], pages: [] });

  it('mounts remotes whose base paths do not overlap', () => {
    const remotes = [listed(todoMeta()), listed(users)];
    expect(checkListing(remotes)).toEqual(remotes);
  });

  it('refuses a base path that clashes with an earlier remote, the first keeps it', () => {
    const nested = todoMeta({ id: 'todo-extra', basePath: '/apps/todo/extra', nav: [], pages: [] });
    const same = todoMeta({ id: 'tasks', basePath: '/apps/todo', nav: [], pages: [] });
    const [first, second, third] = checkListing([listed(todoMeta()), listed(nested), listed(same)]);
    expect(first?.problem).toBeNull();
    expect(second?.problem).toBe('“todo-extra” mounts at /apps/todo/extra, which clashes with “todo” at /apps/todo.');
    expect(third?.problem).toBe('“tasks” mounts at /apps/todo, which clashes with “todo” at /apps/todo.');
    // Its metadata is kept for the menu entry that leads to its error card.
    expect(second?.meta).toEqual(nested);
  });

  it('checks a remote’s further mounts like its base path', () => {
    const cards = todoMeta({ id: 'cards', basePath: '/cards', mounts: ['/apps/todo/board'], nav: [], pages: [] });
    const later = todoMeta({ id: 'boards', basePath: '/boards', mounts: ['/cards/more'], nav: [], pages: [] });
    const [, first, second] = checkListing([listed(todoMeta()), listed(cards), listed(later)]);
    expect(first?.problem).toBe('“cards” mounts at /apps/todo/board, which clashes with “todo” at /apps/todo.');
    // A refused remote takes no path: the later one is checked against the mounted ones only.
    expect(second?.problem).toBeNull();
  });

  it('refuses a base path on or under one of the shell’s own pages', () => {
    const [remote] = checkListing([listed(todoMeta({ id: 'acl', basePath: '/access-control/extra', nav: [], pages: [] }))]);
    expect(remote?.problem).toContain('clashes with the console’s own page /access-control');
  });
});
