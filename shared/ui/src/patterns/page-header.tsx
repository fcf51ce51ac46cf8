import type { ReactNode } from 'react';
import { Link } from '@console/router';
import { useUiT } from '../use-ui-t';

export interface Crumb {
  label: string;
  /** Omitted for the current page. */
  to?: string;
}

export interface PageHeaderProps {
  title: ReactNode;
  /** The trail above the title; the page itself is added as the last, current crumb. */
  breadcrumb?: readonly Crumb[];
  /** The page's primary actions, at the end of the line (wrapping under the title on a phone). */
  actions?: ReactNode;
}

/** Every page starts the same way: breadcrumb, one h1, its main actions. */
export function PageHeader({ title, breadcrumb, actions }: PageHeaderProps) {
  const t = useUiT();
  return (
    <header className="page-header">
      <div className="page-header-text">
        {breadcrumb && breadcrumb.length > 0 && (
          <nav aria-label={t('breadcrumb', 'Breadcrumb')}>
            <ol className="breadcrumb mb-1">
              {breadcrumb.map((crumb) => (
                <li key={crumb.label} className="breadcrumb-item">
                  {crumb.to ? <Link to={crumb.to}>{crumb.label}</Link> : crumb.label}
                </li>
              ))}
              <li className="breadcrumb-item active" aria-current="page">
                {title}
              </li>
            </ol>
          </nav>
        )}
        {/* Focusable from script (not by Tab): the focus goes here when a closed panel's opener has gone. */}
        <h1 className="page-title" tabIndex={-1}>
          {title}
        </h1>
      </div>
      {actions && <div className="page-header-actions">{actions}</div>}
    </header>
  );
}
