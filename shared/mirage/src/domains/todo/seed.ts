import { taskTags, taskTeam, type Task, type TaskAssignee } from '@console/contracts/src/todo';
import { seededRandom } from '../../seeded-random';

const [maya, omar, jules, priya, tomasz] = taskTeam as [TaskAssignee, TaskAssignee, TaskAssignee, TaskAssignee, TaskAssignee];
const people = { maya, omar, jules, priya, tomasz };

type SeedRow = [title: string, dueDate: string, assignee: keyof typeof people | null, tags: Task['tags'], flags?: string];

// A media team's backlog; flags: c = completed, i = important, d = deleted.
const rows: SeedRow[] = [
  ['Transcode the spring catalogue to AV1', '2026-11-03', 'omar', ['high', 'team'], 'i'],
  ['Review captions for episode 12', '2026-11-05', 'maya', ['medium'], 'c'],
  ['Publish the documentary trailer', '2026-11-06', 'jules', ['high'], 'ci'],
  ['Tag archive footage from the festival', '2026-11-08', 'priya', ['low', 'team']],
  ['Renew the music licence for intros', '2026-11-10', 'tomasz', ['update'], 'i'],
  ['Fix thumbnails on the kids playlist', '2026-11-12', 'omar', ['medium', 'update']],
  ['Draft the newsletter for new releases', '2026-11-14', 'maya', ['low']],
  ['Schedule the live premiere', '2026-11-15', 'jules', ['high', 'team'], 'i'],
  ['Clean up duplicate uploads', '2026-11-17', null, ['low'], 'd'],
  ['Update the brand guidelines page', '2026-11-18', 'priya', ['update', 'medium']],
  ['Export viewing stats for the board', '2026-11-20', 'tomasz', ['high'], 'c'],
  ['Localise subtitles into Spanish', '2026-11-22', 'maya', ['team', 'medium']],
  ['Archive last season\'s promos', '2026-11-24', 'omar', ['low'], 'cd'],
  ['Plan the holiday content calendar', '2026-11-27', 'jules', ['team'], 'i'],
  ['Check ad markers on long-form videos', '2026-11-30', null, ['medium']],
];

/** The default tasks, or `scale` generated ones: fixed, so every start has the same data. */
export function seedTasks(scale?: number): Task[] {
  if (scale !== undefined) return generateTasks(scale);
  return rows.map(([title, dueDate, who, tags, flags = ''], index) => ({
    id: index + 1,
    title,
    dueDate,
    description: `${title}. Notes and links live in the production tracker.`,
    assignee: who ? { ...people[who] } : null,
    tags: [...tags],
    isCompleted: flags.includes('c'),
    isImportant: flags.includes('i'),
    isDeleted: flags.includes('d'),
  }));
}

const verbs = ['Review', 'Publish', 'Transcode', 'Caption', 'Schedule', 'Archive', 'Tag', 'Localise', 'Export', 'Check'];
const objects = ['trailer', 'episode', 'playlist', 'thumbnail set', 'live stream', 'podcast cut', 'ad break', 'channel art'];

function generateTasks(count: number): Task[] {
  const random = seededRandom('tasks');
  const from = new Date('2026-11-01T00:00:00Z');
  return Array.from({ length: count }, (_, index) => {
    const title = `${random.pick(verbs)} ${random.pick(objects)} #${index + 1}`;
    const tags = [...new Set([random.pick(taskTags), random.pick(taskTags)])];
    return {
      id: index + 1,
      title,
      dueDate: random.isoDate(from, 30, 60),
      description: `${title}.`,
      assignee: random.next() < 0.9 ? { ...random.pick(taskTeam) } : null,
      tags,
      isCompleted: random.next() < 0.3,
      isImportant: random.next() < 0.2,
      isDeleted: random.next() < 0.05,
    };
  });
}
