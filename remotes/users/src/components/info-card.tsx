import type { ReactNode } from 'react';

/** A card section of the user page, named by its small heading. */
export function InfoCard({ id, title, className = '', children }: { id: string; title: string; className?: string; children: ReactNode }) {
  return (
    <section className={`card ${className}`} aria-labelledby={id}>
      <div className="card-body">
        <h2 id={id} className="h6 text-uppercase text-body-secondary">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}
