import 'fake-indexeddb/auto';
import { openDB } from 'idb';
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
