import 'fake-indexeddb/auto';
import { deleteDB, openDB } from 'idb';
import { openMockStore } from './mock-store';

it('makes again a database of its name and version that lacks its store, so saving works', async () => {
  // What an audit left behind: the console's database name at version 1, with another store.
  const foreign = await openDB('mock-store-test-foreign', 1, { upgrade: (database) => void database.createObjectStore('other') });
  foreign.close();

  const store = await openMockStore('mock-store-test-foreign');
  await store.write('todo', { version: 1, data: { tasks: [] }, savedAt: 1 });
  expect(await store.read('todo')).toEqual({ version: 1, data: { tasks: [] }, savedAt: 1 });
  await store.clear();
  expect(await store.readAll()).toEqual(new Map());
});

it('lets another tab remove the database instead of holding it until this page closes', async () => {
  const closed = jest.fn();
  const store = await openMockStore('mock-store-test-removed', closed);
  await store.write('todo', { version: 1, data: {}, savedAt: 1 });

  // Without closing on 'versionchange', this waits for the connection above and never resolves.
  await deleteDB('mock-store-test-removed');
  expect(closed).toHaveBeenCalledTimes(1);
  await expect(store.read('todo')).rejects.toThrow();
});

it('lets a newer console upgrade the database while this page has it open', async () => {
  const closed = jest.fn();
  await openMockStore('mock-store-test-upgraded', closed);
  const newer = await openDB('mock-store-test-upgraded', 2, { upgrade: (database) => void database.createObjectStore('v2') });
  expect(newer.objectStoreNames.contains('v2')).toBe(true);
  newer.close();
  expect(closed).toHaveBeenCalledTimes(1);
});
