import type { TaskTag } from '@console/contracts';
import { useTodoT } from '../i18n/use-todo-t';

export const tagColours: Record<TaskTag, string> = {
  team: 'primary',
  low: 'success',
  medium: 'warning',
  high: 'danger',
  update: 'info',
};

export function TagBadge({ tag }: { tag: TaskTag }) {
  const t = useTodoT();
  return <span className={`badge rounded-pill text-bg-${tagColours[tag]}`}>{t(`tags.${tag}`)}</span>;
}
