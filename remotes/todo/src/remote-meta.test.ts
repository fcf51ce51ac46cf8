import { parseRemoteMeta, recordField, recordPath } from '@console/contracts';
import { seedTasks } from '@console/mirage';
import { remoteMeta } from './remote-meta';

it('the navbar search opens a task found in the editor, by the link the tasks page reads, and names its assignee', () => {
  expect(parseRemoteMeta(remoteMeta).ok).toBe(true);
  const task = seedTasks().find((one) => one.assignee !== null)!;
  const [tasks] = remoteMeta.records;
  expect(recordPath(tasks.to, task)).toBe(`/apps/todo?task=${task.id}`);
  expect(recordField(task, tasks.detail)).toBe(task.assignee?.fullName);
});
