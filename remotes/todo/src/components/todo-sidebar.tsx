import { NavLink, useLocation } from '@console/router';
import { Can } from '@console/auth';
import { taskTags } from '@console/contracts';
import { useTodoT } from '../i18n/use-todo-t';
import { remoteMeta } from '../remote-meta';
import { tagColours } from './tag-badge';

const base = remoteMeta.basePath;
const views = [
  { to: base, label: 'views.all', end: true },
  { to: `${base}/important`, label: 'views.important', end: false },
  { to: `${base}/completed`, label: 'views.completed', end: false },
  { to: `${base}/deleted`, label: 'views.deleted', end: false },
] as const;

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `list-group-item list-group-item-action border-0 rounded${isActive ? ' active' : ''}`;

/** The views and tags; switching view keeps the current search and sort. */
export function TodoSidebar({ onAdd }: { onAdd(): void }) {
  const { search } = useLocation();
  const t = useTodoT();
  return (
    <aside className="d-flex flex-column gap-3" aria-label={t('sidebar.label')}>
      <Can I="create" a="Todo">
        <button type="button" className="btn btn-primary" onClick={onAdd}>
          {t('sidebar.add')}
        </button>
      </Can>
      <nav aria-label={t('sidebar.filters')} className="list-group">
        {views.map((view) => (
          <NavLink key={view.to} to={{ pathname: view.to, search }} end={view.end} className={linkClass}>
            {t(view.label)}
          </NavLink>
        ))}
      </nav>
      <div>
        <h2 className="h6 text-uppercase text-body-secondary px-3" id="todo-tags-heading">
          {t('sidebar.tags')}
        </h2>
        <nav aria-labelledby="todo-tags-heading" className="list-group">
          {taskTags.map((tag) => (
            <NavLink key={tag} to={{ pathname: `${base}/tag/${tag}`, search }} className={linkClass}>
              <span className={`d-inline-block rounded-circle me-2 bg-${tagColours[tag]}`} style={{ width: 8, height: 8 }} aria-hidden="true" />
              <span>{t(`tags.${tag}`)}</span>
            </NavLink>
          ))}
        </nav>
      </div>
    </aside>
  );
}
