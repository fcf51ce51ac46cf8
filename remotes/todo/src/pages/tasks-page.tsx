import { useState } from 'react';
import { Link } from '@console/router';
import toast from 'react-hot-toast';
import type { NewTask, Task } from '@console/contracts';
import { PageHeader } from '@console/ui';
import { remoteMeta } from '../remote-meta';
import { addTask, deleteTask, updateTask } from '../api/tasks-api';
import { TaskEditor } from '../components/task-editor';
import { TaskList } from '../components/task-list';
import { TaskToolbar } from '../components/task-toolbar';
import { TodoSidebar } from '../components/todo-sidebar';
import { useTaskView } from '../hooks/use-task-view';
import { useTasks } from '../hooks/use-tasks';

/** The to-do app: views, tags, search and sort from the URL, and a side panel to add and edit. */
export default function TasksPage() {
  const view = useTaskView();
  const { state, reload, patch } = useTasks(view.query);
  const [editing, setEditing] = useState<Task | 'new' | null>(null);

  const finish = (message: string) => {
    toast.success(message);
    setEditing(null);
    reload();
  };

  const save = async (fields: NewTask, existing: Task | null) => {
    if (existing) {
      await updateTask({ ...existing, ...fields });
      finish('Task updated');
    } else {
      await addTask(fields);
      finish('Task added');
    }
  };

  const toggle = (task: Task, change: Partial<Task>) => {
    patch(task.id, change);
    updateTask({ ...task, ...change }).then(reload, (error: unknown) => {
      reload(); // undo the optimistic change
      toast.error(error instanceof Error ? error.message : 'The task could not be updated.');
    });
  };

  return (
    <>
    <PageHeader title="Tasks" />
    <div className="row g-3">
      <div className="col-12 col-md-4 col-xl-3">
        <TodoSidebar onAdd={() => setEditing('new')} />
      </div>
      <section className="col-12 col-md-8 col-xl-9" aria-labelledby="todo-view-title">
        <div className="card">
          <div className="card-header bg-transparent">
            <h2 className="h5 mb-0 text-capitalize" id="todo-view-title">
              {view.title}
            </h2>
          </div>
          {view.query ? (
            <>
              <TaskToolbar q={view.query.q ?? ''} sortBy={view.query.sortBy ?? 'latest'} onSearch={view.setSearch} onSort={view.setSort} />
              <TaskList state={state} onRetry={reload} onOpen={setEditing} onToggle={toggle} />
            </>
          ) : (
            <div className="p-4">
              <p>There is no task view called “{view.title}”.</p>
              <Link to={remoteMeta.basePath}>Back to My Tasks</Link>
            </div>
          )}
        </div>
      </section>
      <TaskEditor
        target={editing}
        onClose={() => setEditing(null)}
        onSave={save}
        onDelete={async (task) => {
          await deleteTask(task.id);
          finish('Task moved to Deleted');
        }}
        onRestore={async (task) => {
          await updateTask({ ...task, isDeleted: false });
          finish('Task restored');
        }}
      />
    </div>
    </>
  );
}
