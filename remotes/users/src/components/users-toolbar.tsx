import { userPlans, userRoles, userStatuses } from '@console/contracts';
import { Can } from '@console/auth';
import { FilterBar, FocusKeepingButton, type FilterSelect } from '@console/ui';
import type { SetUserListState, UserListValues } from '../hooks/use-user-list-state';
import { useUsersT } from '../i18n/use-users-t';
import { optionsOf, useNames } from './use-names';

interface UsersToolbarProps {
  values: UserListValues;
  set: SetUserListState;
  exporting: boolean;
  onExport(): void;
  onAdd(): void;
}

/** One filter (typed by its values, so `onChange` gets a role, plan or status). */
const select = <V extends string>(filter: FilterSelect<V>): FilterSelect<V> => filter;

/** Search, role/plan/status filters, Export and Add user. */
export function UsersToolbar({ values, set, exporting, onExport, onAdd }: UsersToolbarProps) {
  const t = useUsersT();
  const names = useNames();
  const filters = [
    select({
      id: 'role',
      label: t('fields.role'),
      allLabel: t('filters.allRoles'),
      options: optionsOf(userRoles, names.role),
      value: values.role,
      onChange: (role) => set({ role }),
    }),
    select({
      id: 'plan',
      label: t('fields.plan'),
      allLabel: t('filters.allPlans'),
      options: optionsOf(userPlans, names.plan),
      value: values.currentPlan,
      onChange: (currentPlan) => set({ currentPlan }),
    }),
    select({
      id: 'status',
      label: t('fields.status'),
      allLabel: t('filters.allStatuses'),
      options: optionsOf(userStatuses, names.status),
      value: values.status,
      onChange: (status) => set({ status }),
    }),
  ];
  return (
    <FilterBar
      label={t('filters.label')}
      // Typing replaces the history entry: Back should undo a search, not each keystroke.
      search={{ label: t('filters.search'), placeholder: t('filters.searchPlaceholder'), value: values.q, onSearch: (q) => set({ q }, { replace: true }) }}
      filters={filters}
      onClear={() => set({ q: '', role: '', currentPlan: '', status: '' })}
    >
      <FocusKeepingButton className="btn btn-outline-secondary" unavailable={exporting} spinner onClick={() => onExport()}>
        {t('export.button')}
      </FocusKeepingButton>
      <Can I="create" a="User">
        <button type="button" className="btn btn-primary" onClick={onAdd}>
          {t('add.open')}
        </button>
      </Can>
    </FilterBar>
  );
}
