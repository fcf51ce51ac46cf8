import type { TaskTag } from '@console/contracts';

export const tagColours: Record<TaskTag, string> = {
  team: 'primary',
  low: 'success',
  medium: 'warning',
  high: 'danger',
  update: 'info',
};

export function TagBadge({ tag }: { tag: TaskTag }) {
  return <span className={`badge rounded-pill text-bg-${tagColours[tag]} text-capitalize`}>{tag}</span>;
}
