/** Spec §3 Task. */
export interface Task {
  id: number;
  title: string;
  dueDate: string; // YYYY-MM-DD
  description: string;
  assignee: TaskAssignee | null;
  tags: TaskTag[];
  isCompleted: boolean;
  isDeleted: boolean;
  isImportant: boolean;
}

export interface TaskAssignee {
  fullName: string;
  avatar: string;
}

export const taskTags = ['team', 'low', 'medium', 'high', 'update'] as const;
export type TaskTag = (typeof taskTags)[number];

export const taskFilters = ['important', 'completed', 'deleted'] as const;
export type TaskFilter = (typeof taskFilters)[number];

export const taskSorts = ['latest', 'title-asc', 'title-desc', 'assignee', 'due-date'] as const;
export type TaskSort = (typeof taskSorts)[number];

/** GET /apps/todo/tasks query. */
export interface TaskQuery {
  q?: string;
  filter?: TaskFilter;
  tag?: TaskTag;
  sortBy?: TaskSort;
}

export type NewTask = Omit<Task, 'id'>;

/** POST /apps/todo/add-tasks body; the answer is 201 { task } with the new id. */
export interface AddTaskRequest {
  task: NewTask;
}
/** POST /apps/todo/update-task body; the answer is 200 { task }. */
export interface UpdateTaskRequest {
  task: Task;
}
export interface TaskResponse {
  task: Task;
}

/** Body of any error answer of the mock API. */
export interface ApiErrorBody {
  message: string;
  errors?: Record<string, string>;
}

/** The team tasks can be assigned to (demo data shared by the mock and the editor's choices). */
export const taskTeam: readonly TaskAssignee[] = [
  { fullName: 'Maya Lindqvist', avatar: '' },
  { fullName: 'Omar Haddad', avatar: '' },
  { fullName: 'Jules Moreau', avatar: '' },
  { fullName: 'Priya Raman', avatar: '' },
  { fullName: 'Tomasz Nowak', avatar: '' },
];
