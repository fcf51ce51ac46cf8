import type { ReactNode } from 'react';

export interface Figure {
  label: string;
  value: ReactNode;
  /** A line under the value (a change, a share). */
  detail?: ReactNode;
}

/** A card's figures as a description list: each label is read with its value. */
export function FigureList({ figures, columns = 2 }: { figures: readonly Figure[]; columns?: 1 | 2 | 3 | 4 }) {
  return (
    <dl className={`card-figures card-figures-${columns}`}>
      {figures.map((figure) => (
        <div key={figure.label} className="card-figure">
          <dt className="card-figure-label">{figure.label}</dt>
          <dd className="card-figure-value">{figure.value}</dd>
          {figure.detail && <dd className="card-figure-detail">{figure.detail}</dd>}
        </div>
      ))}
    </dl>
  );
}
