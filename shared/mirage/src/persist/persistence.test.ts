import 'fake-indexeddb/auto';
import type { PersistedState } from '../mock-domain';
import { openMockStore, type MockStore, type SavedRecord } from './mock-store';
import type { MockNotice } from './notices';
import { createPersistence, NotPersisted } from './persistence';

let databaseCount = 0;
const freshName = () => `persistence-test-${(databaseCount += 1)}`;

/** The todo-like domain as each start (page load) seeds it. */
function seeded(version = 1, migrate?: PersistedState['migrate']): PersistedState & { state: { tasks: { id: number; title: string }[] } } {
  return { version, migrate, state: { tasks: [{ id: 1, title: 'Seeded task' }] } };
}

async function start(name: string, notices: MockNotice[] = [], store?: MockStore) {
  const opened = store ?? (await openMockStore(name));
  return { store: opened, persistence: createPersistence(opened, (notice) => notices.push(notice), undefined, { seedDelayMs: 0 }) };
}

describe('mock persistence', () => {
  it('writes the seed only after start-up, so first reads do not queue behind it', async () => {
    jest.useFakeTimers();
    try {
      const opened = await openMockStore(freshName());
      const persistence = createPersistence(opened, () => undefined);
      const domain = seeded();
      await persistence.adopt('todo', domain);
      expect(await opened.read('todo')).toBeUndefined();
      jest.advanceTimersByTime(3_000);
      jest.useRealTimers();
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect((await opened.read('todo'))?.data).toEqual({ tasks: [{ id: 1, title: 'Seeded task' }] });
    } finally {
      jest.useRealTimers();
    }
  });

  it('writes the seed once, then keeps every saved change for the next start', async () => {
    const name = freshName();
    const first = await start(name);
    const domain = seeded();
    await first.persistence.adopt('todo', domain);
    domain.state.tasks.push({ id: 2, title: 'Added by the user' });
    await first.persistence.save('todo');

    const reload = await start(name);
    const again = seeded();
    await reload.persistence.adopt('todo', again);
    expect(again.state.tasks.map((task) => task.title)).toEqual(['Seeded task', 'Added by the user']);
    expect((await reload.store.read('todo'))?.version).toBe(1);
  });

  it('migrates data saved by an older version, and saves it in the new shape', async () => {
    const name = freshName();
    const old = await start(name);
    const v1 = seeded(1);
    await old.persistence.adopt('todo', v1);
    v1.state.tasks.push({ id: 2, title: 'kept through the upgrade' });
    await old.persistence.save('todo');

    const notices: MockNotice[] = [];
    const upgraded = await start(name, notices);
    const v2 = seeded(2, (saved) => ({ tasks: (saved.tasks as { id: number; title: string }[]).map((task) => ({ ...task, title: task.title.toUpperCase() })) }));
    await upgraded.persistence.adopt('todo', v2);
    expect(v2.state.tasks.map((task) => task.title)).toEqual(['SEEDED TASK', 'KEPT THROUGH THE UPGRADE']);
    expect(notices).toEqual([]);
    // Written after the start-up (seedDelayMs), in the new version.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await upgraded.store.read('todo'))?.version).toBe(2);
  });

  it('starts from the seed with a notice when saved data cannot be migrated or does not fit, never failing', async () => {
    const name = freshName();
    const { store } = await start(name);
    await store.write('todo', { version: 1, data: { tasks: [{ id: 9, title: 'old' }] }, savedAt: 0 });
    await store.write('users', { version: 3, data: { rows: 'not a list' }, savedAt: 0 });

    const notices: MockNotice[] = [];
    const { persistence } = await start(name, notices, store);
    const todo = seeded(2);
    await persistence.adopt('todo', todo);
    const users = { version: 3, state: { rows: [{ id: 1 }] } };
    await persistence.adopt('users', users);

    expect(todo.state.tasks).toEqual([{ id: 1, title: 'Seeded task' }]);
    expect(users.state.rows).toEqual([{ id: 1 }]);
    expect(notices).toEqual([
      { kind: 'reseeded', domain: 'todo' },
      { kind: 'reseeded', domain: 'users' },
    ]);
    // The unusable records are replaced by the seed: the next start is quiet.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await store.read('users'))?.data).toEqual({ rows: [{ id: 1 }] });
  });

  it('undoes a change it could not write and says so', async () => {
    const name = freshName();
    const { store } = await start(name);
    const tooLong = (records: ReadonlyMap<string, SavedRecord>) => ((records.get('todo')?.data.tasks as unknown[] | undefined)?.length ?? 0) > 1;
    const failing: MockStore = { ...store, writeAll: (records) => (tooLong(records) ? Promise.reject(new Error('QuotaExceededError')) : store.writeAll(records)) };
    const { persistence } = await start(name, [], failing);
    const domain = seeded();
    const log = seeded();
    await persistence.adopt('todo', domain);
    await persistence.adopt('log', log);
    domain.state.tasks.push({ id: 2, title: 'Will not fit' });
    log.state.tasks.push({ id: 2, title: 'Logged with it' });
    await expect(persistence.save('todo', 'log')).rejects.toBeInstanceOf(NotPersisted);
    // Saved together, undone together: no log entry for a change that was not made.
    expect(domain.state.tasks).toEqual([{ id: 1, title: 'Seeded task' }]);
    expect(log.state.tasks).toEqual([{ id: 1, title: 'Seeded task' }]);
  });

  it('runs in memory with one notice when the seed cannot be written, instead of refusing every later change', async () => {
    const { store } = await start(freshName());
    const full = () => Promise.reject(new DOMException('The quota has been exceeded.', 'QuotaExceededError'));
    const notices: MockNotice[] = [];
    const { persistence } = await start('unused', notices, { ...store, write: full, writeAll: full, writeIfOlder: full });
    const todo = seeded();
    const users = seeded();
    await persistence.adopt('todo', todo);
    await persistence.adopt('users', users);
    // Both seed writes (seedDelayMs 0) fail: one notice.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(notices).toEqual([{ kind: 'memory-only' }]);

    todo.state.tasks.push({ id: 2, title: 'Kept in memory' });
    await expect(persistence.save('todo')).resolves.toBeUndefined();
    expect(todo.state.tasks.map((task) => task.title)).toEqual(['Seeded task', 'Kept in memory']);
  });

  it("reads another tab's change into this tab's data", async () => {
    const name = freshName();
    const tabA = await start(name);
    const tabB = await start(name);
    const inA = seeded();
    const inB = seeded();
    await tabA.persistence.adopt('todo', inA);
    await tabB.persistence.adopt('todo', inB);
    inA.state.tasks.splice(0, 1);
    await tabA.persistence.save('todo');
    // Tab B's seed write comes after: it must not undo tab A's change.
    await new Promise((resolve) => setTimeout(resolve, 20));

    expect(await tabB.persistence.refresh('todo')).toBe(true);
    expect(inB.state.tasks).toEqual([]);
    expect(await tabB.persistence.refresh('not-loaded')).toBe(false);
  });

  it('adopts from the records read at start-up, unless another tab saved that domain since', async () => {
    const { store } = await start(freshName());
    await store.write('todo', { version: 1, data: { tasks: [{ id: 7, title: 'Read at start-up' }] }, savedAt: 0 });
    const preloaded = await store.readAll();
    const read = jest.spyOn(store, 'read');
    const persistence = createPersistence(store, () => undefined, undefined, { seedDelayMs: 0, preloaded });
    const todo = seeded();
    await persistence.adopt('todo', todo);
    expect(read).not.toHaveBeenCalled();
    expect(todo.state.tasks).toEqual([{ id: 7, title: 'Read at start-up' }]);

    // A domain with no record at start-up starts from its seed without another read.
    const none = { version: 1, state: { rows: [{ id: 1 }] } };
    await persistence.adopt('users', none);
    expect(read).not.toHaveBeenCalled();

    // A domain another tab saved before it loaded here is read afresh.
    await store.write('users', { version: 1, data: { rows: [{ id: 2 }] }, savedAt: 1 });
    const later = await store.readAll();
    await store.write('users', { version: 1, data: { rows: [{ id: 3 }] }, savedAt: 2 });
    const again = createPersistence(store, () => undefined, undefined, { seedDelayMs: 0, preloaded: later });
    // The other tab's message: users is not loaded here, but its start-up copy is now stale.
    expect(await again.refresh('users')).toBe(false);
    const users = { version: 1, state: { rows: [{ id: 1 }] } };
    await again.adopt('users', users);
    expect(users.state.rows).toEqual([{ id: 3 }]);
  });
});
