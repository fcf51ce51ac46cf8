import { remoteMeta } from '../remote-meta';

/**
 * The to-do remote's texts in English, its source language: the 'todo' namespace (loaded with the
 * remote, see module.ts). fr.ts and ar.ts must have every key (`satisfies Translation<typeof en>`).
 */
const en = {
  // The menu entry's texts, written into the manifest from remote-meta.ts (one source for both).
  meta: remoteMeta.texts.en.meta,
  page: {
    title: 'Tasks',
  },
  views: {
    all: 'My Tasks',
    important: 'Important',
    completed: 'Completed',
    deleted: 'Deleted',
    tag: 'Tag: {{tag}}',
    missing: 'There is no task view called “{{name}}”.',
    backToAll: 'Back to My Tasks',
  },
  tags: {
    team: 'Team',
    low: 'Low',
    medium: 'Medium',
    high: 'High',
    update: 'Update',
  },
  sidebar: {
    label: 'Task views',
    add: 'Add task',
    filters: 'Filters',
    tags: 'Tags',
  },
  toolbar: {
    search: 'Search tasks',
    sortBy: 'Sort by',
  },
  sorts: {
    latest: 'Latest',
    'title-asc': 'Title A–Z',
    'title-desc': 'Title Z–A',
    assignee: 'Assignee',
    'due-date': 'Due date',
  },
  list: {
    label: 'Tasks',
    loading: 'Loading tasks',
    loadFailed: 'The tasks could not be loaded.',
    emptyTitle: 'No tasks found.',
    emptyText: 'Change the search, or pick another view or tag.',
    showMore: 'Show {{shown}} more',
    partial: 'Showing {{shown}} of {{total}} tasks.',
  },
  row: {
    markCompleted: 'Mark "{{title}}" completed',
    markNotCompleted: 'Mark "{{title}}" not completed',
    important: 'Important: {{title}}',
  },
  editor: {
    addTitle: 'Add task',
    editTitle: 'Edit task',
    close: 'Close task panel',
    title: 'Title',
    assignee: 'Assignee',
    unassigned: 'Unassigned',
    assigneesLoading: 'Loading the users…',
    assigneesFallback: 'The users could not be loaded, so this is the default team.',
    dueDate: 'Due date',
    tags: 'Tags',
    description: 'Description',
    completed: 'Completed',
    important: 'Important',
    add: 'Add',
    update: 'Update',
    delete: 'Delete',
    restore: 'Restore',
  },
  toasts: {
    unstarred: '“{{title}}” is no longer important.',
    reopened: '“{{title}}” is open again.',
    added: 'Task added',
    updated: 'Task updated',
    deleted: 'Task moved to Deleted',
    restored: 'Task restored',
    flagRefused: 'The task could not be updated.',
    taskNotFound: 'That task does not exist: it may have been deleted for good.',
  },
};

export default en;
