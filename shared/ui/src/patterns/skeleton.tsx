import { useUiT } from '../use-ui-t';

const widths = ['col-7', 'col-5', 'col-9', 'col-6', 'col-8'];

/**
 * Placeholder rows while a table's first page loads: the same row height as the real rows, so the
 * page does not jump when they arrive. Hidden from assistive tech; the table says it is busy.
 */
export function SkeletonRows({ rows, columns }: { rows: number; columns: number }) {
  return (
    <>
      {Array.from({ length: rows }, (_, row) => (
        <tr key={row} className="skeleton-row placeholder-glow" aria-hidden="true">
          {Array.from({ length: columns }, (_, column) => (
            <td key={column}>
              <span className={`placeholder rounded ${widths[(row + column) % widths.length]}`} />
            </td>
          ))}
        </tr>
      ))}
    </>
  );
}

/** Placeholder lines for a list or card body, announced once as loading. */
export function SkeletonLines({ lines, label }: { lines: number; label?: string }) {
  const t = useUiT();
  return (
    <div className="placeholder-glow skeleton-lines" role="status" aria-label={label ?? t('loading', 'Loading')}>
      {Array.from({ length: lines }, (_, line) => (
        <span key={line} className={`placeholder rounded d-block ${widths[line % widths.length]}`} />
      ))}
    </div>
  );
}
