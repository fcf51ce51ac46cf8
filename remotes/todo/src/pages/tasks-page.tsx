import { Link } from '@console/router';
import toast from 'react-hot-toast';
import type { NewTask, Task, TaskQuery } from '@console/contracts';
import type { TaskFlags } from '../hooks/use-tasks';
import { isolate, LazyPart, PageHeader, showUndoToast, useOpenRecord } from '@console/ui';
import { remoteMeta } from '../remote-meta';
import { TaskList } from '../components/task-list';
import { TaskToolbar } from '../components/task-toolbar';
import { TodoSidebar } from '../components/todo-sidebar';
import { usePrefetchAssignees } from '../hooks/use-assignees';
import { useFocusRescue } from '../hooks/use-focus-rescue';
import { useLinkedTask } from '../hooks/use-linked-task';
import { useTaskView } from '../hooks/use-task-view';
import { useTaskChanges, useTasks, useToggleTask } from '../hooks/use-tasks';
import { useTodoT } from '../i18n/use-todo-t';

// The side panel's form (react-hook-form, the schema, the offcanvas) loads on its first opening:
// the list is what a visit is for, and it paints without them.
const loadTaskEditor = () => import('../components/task-editor').then(({ TaskEditor }) => TaskEditor);

/** The toast's text when a star or a tick takes a task out of the view shown (none when it stays). */
function leavingText(query: TaskQuery | null, change: TaskFlags): 'toasts.unstarred' | 'toasts.reopened' | null {
  if (query?.filter === 'important' && change.isImportant === false) return 'toasts.unstarred';
  if (query?.filter === 'completed' && change.isCompleted === false) return 'toasts.reopened';
  return null;
}

/** The to-do app: views, tags, search and sort from the URL, and a side panel to add and edit. */
export default function TasksPage() {
  const t = useTodoT();
  const view = useTaskView();
  const { state, reload } = useTasks(view.query);
  const changes = useTaskChanges();
  const changeFlag = useToggleTask();
  // A task a star or tick takes out of the view goes without a trace: said, with Undo (Ctrl+Z).
  const toggle = (task: Task, change: TaskFlags) => {
    changeFlag(task, change);
    const text = leavingText(view.query, change);
    if (!text) return;
    const undone = Object.fromEntries(Object.keys(change).map((flag) => [flag, task[flag as keyof TaskFlags]])) as TaskFlags;
    showUndoToast({ message: t(text, { title: isolate(task.title) }), onUndo: () => changeFlag({ ...task, ...change }, undone), onCommit: () => undefined });
  };
  // The open task follows the list's latest copy (a save made elsewhere); TaskEditor keeps what was typed.
  const [editing, setEditing] = useOpenRecord<Task, 'new' | null>(state.tasks, null);
  const { heading, rowFocus, panelGone } = useFocusRescue(state.tasks, editing);
  const linkedTask = useLinkedTask(setEditing);
  // However the editor goes (closed, or its code failed to load), a task's link goes with it.
  const closeEditor = () => {
    setEditing(null);
    linkedTask.close();
  };
  // The panel's assignees (the console's users) are asked for while its code loads, not after.
  usePrefetchAssignees(editing !== null);

  const save = async (fields: NewTask, existing: Task | null) => {
    if (existing) {
      await changes.update({ ...existing, ...fields });
      toast.success(t('toasts.updated'));
    } else {
      await changes.add(fields);
      toast.success(t('toasts.added'));
    }
  };

  return (
    <>
    <PageHeader title={t('page.title')} />
    <div className="row g-3">
      <div className="col-12 col-md-4 col-xl-3">
        <TodoSidebar onAdd={() => setEditing('new')} />
      </div>
      <section className="col-12 col-md-8 col-xl-9" aria-labelledby="todo-view-title">
        <div className="card">
          <div className="card-header bg-transparent">
            {/* Focus lands here when the task it was on leaves the view. */}
            <h2 className="h5 mb-0" id="todo-view-title" tabIndex={-1} ref={heading}>
              {view.title}
            </h2>
          </div>
          {view.query ? (
            <>
              <TaskToolbar q={view.query.q ?? ''} sortBy={view.query.sortBy ?? 'latest'} onSearch={view.setSearch} onSort={view.setSort} />
              <TaskList key={JSON.stringify(view.query)} state={state} onRetry={reload} onOpen={setEditing} onToggle={toggle} rowFocus={rowFocus} />
            </>
          ) : (
            <div className="p-4">
              <p>{t('views.missing', { name: isolate(view.title) })}</p>
              <Link to={remoteMeta.basePath}>{t('views.backToAll')}</Link>
            </div>
          )}
        </div>
      </section>
      <LazyPart
        load={loadTaskEditor}
        wanted={editing !== null}
        onFailed={closeEditor}
        props={{
          target: editing,
          onClose: closeEditor,
          onGone: panelGone,
          onSave: save,
          onDelete: async (task: Task) => {
            await changes.remove(task);
            toast.success(t('toasts.deleted'));
          },
          onRestore: async (fields: NewTask, task: Task) => {
            await changes.restore({ ...task, ...fields });
            toast.success(t('toasts.restored'));
          },
        }}
      />
    </div>
    </>
  );
}
