import type { ReactNode } from 'react';
import { Inbox, type LucideIcon } from 'lucide-react';
import { useUiT } from '../use-ui-t';

export interface EmptyStateProps {
  /** 'Nothing to show.' when not given. */
  title?: ReactNode;
  text?: ReactNode;
  icon?: LucideIcon;
  /** What the user can do next ("Clear filters", "Add task"). */
  action?: ReactNode;
}

/** Nothing to show, said plainly, with the way forward. */
export function EmptyState({ title, text, icon: Icon = Inbox, action }: EmptyStateProps) {
  const t = useUiT();
  return (
    <div className="empty-state" role="status">
      <span className="empty-state-icon">
        <Icon size={32} aria-hidden="true" />
      </span>
      <p className="empty-state-title">{title ?? t('nothingToShow', 'Nothing to show.')}</p>
      {text && <p className="text-body-secondary mb-0">{text}</p>}
      {action && <div className="mt-3">{action}</div>}
    </div>
  );
}
