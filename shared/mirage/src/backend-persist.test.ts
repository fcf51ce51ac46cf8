import 'fake-indexeddb/auto';
import { deleteDB } from 'idb';
import { installMockBackend, type MockBackend, type MockNotice } from './backend-gate';
import type { MockSettings } from './settings';

const settings: MockSettings = { enabled: true, latencyMs: 0, persist: true };
let backend: MockBackend | null = null;

/** Starts the mock as a page load does. */
function install(hooks?: Parameters<typeof installMockBackend>[2]): MockBackend {
  const started = installMockBackend(settings, window, hooks);
  if (!started) throw new Error('The mock did not start.');
  backend = started;
  return started;
}

afterEach(() => {
  backend?.uninstall();
  backend = null;
});

async function signIn(): Promise<string> {
  const response = await fetch('/jwt/login', { method: 'POST', body: JSON.stringify({ email: 'admin@demo.com', password: 'admin' }) });
  return ((await response.json()) as { accessToken: string }).accessToken;
}

const addTask = (token: string, title: string) =>
  fetch('/apps/todo/add-tasks', {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: JSON.stringify({ task: { title, dueDate: '2026-12-01', description: '', assignee: null, tags: [], isCompleted: false, isImportant: false, isDeleted: false } }),
  });

const taskTitles = async (token: string) =>
  ((await (await fetch('/apps/todo/tasks', { headers: { Authorization: `Bearer ${token}` } })).json()) as { title: string }[]).map((task) => task.title);

it('keeps a change across a restart of the mock (a reload) until the data is reset', async () => {
  let mock = install();
  let token = await signIn();
  const added = await addTask(token, 'Survives the reload');
  expect(added.status).toBe(201);
  mock.uninstall();

  mock = install();
  token = await signIn();
  expect(await taskTitles(token)).toContain('Survives the reload');
  // The change's action-log entry was written with it (the log is saved after the entry is recorded).
  const mine = (await (await fetch('/api/distribution/actions/mine?perPage=50', { headers: { Authorization: `Bearer ${token}` } })).json()) as { actions: { summary: string }[] };
  expect(mine.actions.map((action) => action.summary)).toContainEqual(expect.stringContaining('Survives the reload'));

  await mock.resetData();
  mock.uninstall();
  mock = install();
  token = await signIn();
  expect(await taskTitles(token)).not.toContain('Survives the reload');
});

it('runs in memory and says so when the browser gives no IndexedDB', async () => {
  const saved = globalThis.indexedDB;
  Reflect.deleteProperty(globalThis, 'indexedDB');
  const notices: MockNotice[] = [];
  try {
    install({ onNotice: (notice) => notices.push(notice) });
    const token = await signIn();
    expect((await taskTitles(token)).length).toBeGreaterThan(0);
    expect(await taskTitles(token)).toEqual(await taskTitles(token));
  } finally {
    globalThis.indexedDB = saved;
  }
  expect(notices).toEqual([{ kind: 'memory-only' }]);
});

it('in memory (no IndexedDB) says changes are not kept, and a reset succeeds: the reload alone brings the seed back', async () => {
  const saved = globalThis.indexedDB;
  Reflect.deleteProperty(globalThis, 'indexedDB');
  try {
    const mock = install();
    await signIn();
    expect(mock.keepsChanges()).toBe(false);
    await expect(mock.resetData()).resolves.toBeUndefined();
  } finally {
    globalThis.indexedDB = saved;
  }
});

it('with persistence off says changes are not kept, and a reset leaves the stored data to the pages that keep it', async () => {
  let mock = install();
  expect(mock.keepsChanges()).toBe(true);
  let token = await signIn();
  await addTask(token, 'Stored by another page');
  mock.uninstall();

  const off = installMockBackend({ ...settings, persist: false }, window);
  backend = off;
  expect(off?.keepsChanges()).toBe(false);
  token = await signIn();
  expect(await taskTitles(token)).not.toContain('Stored by another page');
  await expect(off?.resetData()).resolves.toBeUndefined();
  off?.uninstall();

  mock = install();
  token = await signIn();
  expect(await taskTitles(token)).toContain('Stored by another page');
  await mock.resetData();
});

it('refuses a change it cannot write to the disk, with a message, and does not make it', async () => {
  install();
  const token = await signIn();
  const before = await taskTitles(token);
  const put = jest.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  });
  try {
    const response = await addTask(token, 'Does not fit');
    expect(response.status).toBe(507);
    expect(((await response.json()) as { message: string }).message).toMatch(/could not be saved in this browser's storage/);
  } finally {
    put.mockRestore();
  }
  expect(await taskTitles(token)).toEqual(before);
});

it('lets another tab remove the stored data, then keeps changes in memory and says so', async () => {
  const notices: MockNotice[] = [];
  const mock = install({ onNotice: (notice) => notices.push(notice) });
  const token = await signIn();
  expect((await addTask(token, 'Saved before')).status).toBe(201);

  // What another tab's newer console (or a script) does; it waited for this page to close before.
  await deleteDB('console-mock');
  expect(notices).toEqual([{ kind: 'closed-elsewhere' }]);
  expect(mock.keepsChanges()).toBe(false);
  // Made in memory, not refused as if the disk were full.
  expect((await addTask(token, 'Kept in memory')).status).toBe(201);
  expect(await taskTitles(token)).toEqual(expect.arrayContaining(['Saved before', 'Kept in memory']));
});
