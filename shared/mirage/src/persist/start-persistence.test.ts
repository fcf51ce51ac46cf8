import 'fake-indexeddb/auto';
import { openDB } from 'idb';
import type { MockNotice } from './notices';
import { startPersistence } from './start-persistence';

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
