export interface ChartTableProps {
  caption: string;
  /** The header of the first column: what the rows are (Day, Month, Device). */
  rowHeader: string;
  rows: readonly string[];
  columns: readonly { name: string; values: readonly string[] }[];
}

/**
 * A chart's text alternative: its data as a table, visually hidden, so assistive tech (and
 * anyone reading the page as text) gets every figure the canvas draws.
 */
export function ChartTable({ caption, rowHeader, rows, columns }: ChartTableProps) {
  return (
    // The wrapper is what is hidden: a table never shrinks below its content, so a hidden table
    // would still widen a narrow page.
    <div className="visually-hidden">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{rowHeader}</th>
            {columns.map((column) => (
              <th scope="col" key={column.name}>
                {column.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={`${index}-${row}`}>
              <th scope="row">{row}</th>
              {columns.map((column) => (
                <td key={column.name}>{column.values[index] ?? ''}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
