import { taskFilters, taskSorts, taskTags, type Task, type TaskFilter, type TaskSort, type TaskTag } from '@console/contracts/src/todo';
import { compareText } from '../../collate';
import { oneOf } from '../../paginate';

export interface TaskListQuery {
  q: string;
  filter: TaskFilter | '';
  tag: TaskTag | '';
  sortBy: TaskSort;
}

/** Reads the spec's parameters leniently: unknown values fall back to the defaults. */
export function parseTaskQuery(get: (name: string) => string): TaskListQuery {
  return {
    q: get('q').trim().toLowerCase(),
    filter: oneOf(taskFilters, get('filter')),
    tag: oneOf(taskTags, get('tag')),
    sortBy: oneOf(taskSorts, get('sortBy')) || 'latest',
  };
}

function matchesFilter(task: Task, filter: TaskListQuery['filter']): boolean {
  switch (filter) {
    case 'important':
      return task.isImportant && !task.isDeleted;
    case 'completed':
      return task.isCompleted && !task.isDeleted;
    case 'deleted':
      return task.isDeleted;
    default:
      return !task.isDeleted;
  }
}

const byText = compareText;

const comparators: Record<TaskSort, (a: Task, b: Task) => number> = {
  latest: (a, b) => b.id - a.id,
  'title-asc': (a, b) => byText(a.title, b.title),
  'title-desc': (a, b) => byText(b.title, a.title),
  // Unassigned tasks go last rather than crashing the sort.
  assignee: (a, b) =>
    a.assignee && b.assignee ? byText(a.assignee.fullName, b.assignee.fullName) : a.assignee ? -1 : b.assignee ? 1 : 0,
  'due-date': (a, b) => byText(a.dueDate || '9999', b.dueDate || '9999'),
};

/** GET /apps/todo/tasks: the spec's search, filter, tag and sort rules. */
export function queryTasks(tasks: readonly Task[], query: TaskListQuery): Task[] {
  return tasks
    .filter(
      (task) =>
        task.title.toLowerCase().includes(query.q) &&
        matchesFilter(task, query.filter) &&
        (!query.tag || task.tags.includes(query.tag)),
    )
    .sort(comparators[query.sortBy]);
}
