import { userPlans, userRoles, userStatuses } from '@console/contracts';
import { Can } from '@console/auth';
import { FilterBar, type FilterSelect } from '@console/ui';
import type { SetUserListState, UserListValues } from '../hooks/use-user-list-state';
import { capitalize } from './capitalize';

interface UsersToolbarProps {
  values: UserListValues;
  set: SetUserListState;
  exporting: boolean;
  onExport(): void;
  onAdd(): void;
}

function select<V extends string>(id: string, label: string, allLabel: string, values: readonly V[], value: V | '', onChange: (value: V | '') => void): FilterSelect<V> {
  return { id, label, allLabel, value, onChange, options: values.map((option) => ({ value: option, label: capitalize(option) })) };
}

/** Search, role/plan/status filters, Export and Add user. */
export function UsersToolbar({ values, set, exporting, onExport, onAdd }: UsersToolbarProps) {
  const filters = [
    select('role', 'Role', 'All roles', userRoles, values.role, (role) => set({ role })),
    select('plan', 'Plan', 'All plans', userPlans, values.currentPlan, (currentPlan) => set({ currentPlan })),
    select('status', 'Status', 'All statuses', userStatuses, values.status, (status) => set({ status })),
  ];
  return (
    <FilterBar
      label="Filter users"
      // Typing replaces the history entry: Back should undo a search, not each keystroke.
      search={{ label: 'Search users', value: values.q, onSearch: (q) => set({ q }, { replace: true }), placeholder: 'Name or username' }}
      filters={filters}
      onClear={() => set({ q: '', role: '', currentPlan: '', status: '' })}
    >
      <button type="button" className="btn btn-outline-secondary" onClick={onExport} disabled={exporting}>
        {exporting && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
        Export CSV
      </button>
      <Can I="create" a="User">
        <button type="button" className="btn btn-primary" onClick={onAdd}>
          Add user
        </button>
      </Can>
    </FilterBar>
  );
}
