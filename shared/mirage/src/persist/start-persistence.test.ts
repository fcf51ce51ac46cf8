import 'fake-indexeddb/auto';
import { deleteDB, openDB } from 'idb';
import type { MockNotice } from './notices';
import { resetPersistedData, startPersistence } from './start-persistence';

const hooks = (notices: MockNotice[]) => ({ notify: (notice: MockNotice) => void notices.push(notice), changedElsewhere: () => undefined, resetElsewhere: () => undefined });

it('runs in memory, saying a newer console wrote the store (not that the browser refuses storage)', async () => {
  const newer = await openDB('start-persistence-newer', 3, { upgrade: (database) => void database.createObjectStore('domains') });
  newer.close();
  const notices: MockNotice[] = [];
  expect(await startPersistence(hooks(notices), 'start-persistence-newer')).toBeUndefined();
  expect(notices).toEqual([{ kind: 'newer-version' }]);
});

it('starts on a usable store without a notice', async () => {
  const notices: MockNotice[] = [];
  const started = await startPersistence(hooks(notices), 'start-persistence-fresh');
  expect(started).toBeDefined();
  started?.channel.close();
  expect(notices).toEqual([]);
});

it('keeps changes in memory, and says so, once a newer console in another tab upgrades the store', async () => {
  const notices: MockNotice[] = [];
  const started = await startPersistence(hooks(notices), 'start-persistence-upgraded');
  if (!started) throw new Error('the store did not open');
  const state = { tasks: [{ id: 1 }] };
  await started.persistence.adopt('todo', { version: 1, state });

  const newer = await openDB('start-persistence-upgraded', 2);
  newer.close();
  expect(notices).toEqual([{ kind: 'closed-elsewhere' }]);
  state.tasks.push({ id: 2 });
  // Saved in memory: no failure for the handler to report as a full disk.
  await expect(started.persistence.save('todo')).resolves.toBeUndefined();
  started.channel.close();
});

it('lets the connection go after a reset, so another tab can remove the store', async () => {
  const made = await openDB('start-persistence-reset', 1, { upgrade: (database) => void database.createObjectStore('domains') });
  made.close();
  await resetPersistedData('start-persistence-reset');
  await expect(deleteDB('start-persistence-reset')).resolves.toBeUndefined();
});
