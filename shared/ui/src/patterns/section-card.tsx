import { useId, type ReactNode } from 'react';

export interface SectionCardProps {
  title: ReactNode;
  /** Buttons or menus at the end of the header. */
  actions?: ReactNode;
  /** 'flush' for a table or list that runs to the card's edges. */
  body?: 'padded' | 'flush';
  children: ReactNode;
  className?: string;
}

/** A card that is a labelled region of the page: h2 title, header actions, content. */
export function SectionCard({ title, actions, body = 'padded', children, className }: SectionCardProps) {
  const titleId = useId();
  return (
    <section className={`card section-card${className ? ` ${className}` : ''}`} aria-labelledby={titleId}>
      <div className="card-header section-card-header">
        <h2 id={titleId} className="section-card-title">
          {title}
        </h2>
        {actions && <div className="d-flex flex-wrap gap-2">{actions}</div>}
      </div>
      {body === 'padded' ? <div className="card-body">{children}</div> : children}
    </section>
  );
}
