import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { DataTable, type DataTableProps } from './data-table';
import { nextSort, type DataColumn, type TableSort } from './types';

interface Film {
  id: number;
  title: string;
  year: number;
}

const films: Film[] = [
  { id: 1, title: 'Northern Lights', year: 2024 },
  { id: 2, title: 'Harbour Nights', year: 2025 },
];

const columns: DataColumn<Film>[] = [
  { id: 'title', header: 'Title', sortable: true, cell: (film) => <a href={`/films/${film.id}`}>{film.title}</a> },
  { id: 'year', header: 'Year', sortable: true, cell: (film) => film.year, className: 'text-end' },
  { id: 'actions', header: 'Actions', hideHeader: true, cell: (film) => <button type="button">Edit {film.title}</button> },
];

function renderTable(props: Partial<DataTableProps<Film>> = {}) {
  return render(<DataTable label="Films" columns={columns} rows={films} getRowId={(film) => String(film.id)} status="ready" rowHeader="title" {...props} />);
}

/** A table whose sort lives in state, as a page would keep it in the URL. */
function SortedTable({ onSort }: { onSort(sort: TableSort | null): void }) {
  const [sort, setSort] = useState<TableSort | null>(null);
  const change = (next: TableSort | null) => {
    setSort(next);
    onSort(next);
  };
  return <DataTable label="Films" columns={columns} rows={films} getRowId={(film) => String(film.id)} status="ready" sort={sort} onSortChange={change} />;
}

describe('nextSort', () => {
  it.each([
    [null, 'title', { id: 'title', desc: false }],
    [{ id: 'title', desc: false }, 'title', { id: 'title', desc: true }],
    [{ id: 'title', desc: true }, 'title', null],
    [{ id: 'year', desc: false }, 'title', { id: 'title', desc: false }],
    [{ id: 'year', desc: true }, 'title', { id: 'title', desc: false }],
  ])('%j, a click on %s → %j', (sort, id, expected) => {
    expect(nextSort(sort, id)).toEqual(expected);
  });
});

describe('DataTable', () => {
  it('is a table named by its caption, with a row per item and the name cell as row header', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Films' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('Northern Lights');
    expect(within(rows[1]!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['2024', 'Edit Northern Lights']);
    expect(within(rows[1]!).getAllByRole('cell')[0]).toHaveClass('text-end');
  });

  it('makes sortable headers buttons with aria-sort, and hides a header only visually', () => {
    renderTable({ sort: { id: 'year', desc: true } });
    expect(screen.getByRole('columnheader', { name: 'Title' })).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('columnheader', { name: /Year/ })).toHaveAttribute('aria-sort', 'descending');
    const actions = screen.getByRole('columnheader', { name: 'Actions' });
    expect(actions).not.toHaveAttribute('aria-sort');
    expect(within(actions).queryByRole('button')).not.toBeInTheDocument();
    expect(within(actions).getByText('Actions')).toHaveClass('visually-hidden');
  });

  it('cycles a header ascending → descending → unsorted, by mouse and keyboard', async () => {
    const onSort = jest.fn();
    const user = userEvent.setup();
    render(<SortedTable onSort={onSort} />);
    await user.click(screen.getByRole('button', { name: 'Title' }));
    expect(onSort).toHaveBeenLastCalledWith({ id: 'title', desc: false });
    expect(screen.getByRole('columnheader', { name: /Title/ })).toHaveAttribute('aria-sort', 'ascending');

    screen.getByRole('button', { name: 'Title' }).focus();
    await user.keyboard('{Enter}');
    expect(onSort).toHaveBeenLastCalledWith({ id: 'title', desc: true });
    await user.keyboard(' ');
    expect(onSort).toHaveBeenLastCalledWith(null);

    await user.click(screen.getByRole('button', { name: 'Year' }));
    expect(onSort).toHaveBeenLastCalledWith({ id: 'year', desc: false });
    expect(screen.getByRole('columnheader', { name: /Title/ })).toHaveAttribute('aria-sort', 'none');
  });

  it('starts another column ascending, whatever order the sorted one had', async () => {
    const onSortChange = jest.fn();
    const user = userEvent.setup();
    renderTable({ sort: { id: 'year', desc: true }, onSortChange });
    await user.click(screen.getByRole('button', { name: 'Title' }));
    expect(onSortChange).toHaveBeenCalledWith({ id: 'title', desc: false });
    await user.click(screen.getByRole('button', { name: 'Year' }));
    expect(onSortChange).toHaveBeenLastCalledWith(null);
  });

  it('shows the rows in the order given (the server sorts), with a sortable header a button even without onSortChange', async () => {
    const user = userEvent.setup();
    renderTable({ rows: [...films].reverse(), sort: { id: 'title', desc: false } });
    expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Harbour Nights', 'Northern Lights']);
    await user.click(screen.getByRole('button', { name: 'Title' }));
    expect(screen.getByRole('columnheader', { name: /Title/ })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('keeps the rows under a busy overlay while reloading', () => {
    renderTable({ status: 'loading' });
    expect(screen.getByRole('table', { name: 'Films' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status', { name: 'Loading films' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Northern Lights' })).toBeInTheDocument();
  });

  it('shows a spinner row before the first answer', () => {
    renderTable({ rows: null, status: 'loading' });
    const cell = within(screen.getByRole('table')).getByRole('cell');
    expect(cell).toHaveAttribute('colspan', '3');
    expect(within(cell).getByRole('status', { name: 'Loading films' })).toBeInTheDocument();
  });

  it('says so when there are no rows', () => {
    renderTable({ rows: [], emptyMessage: 'No films match.' });
    expect(within(screen.getByRole('table')).getByRole('cell')).toHaveTextContent('No films match.');
  });

  it('says "Nothing to show." when no empty message is given', () => {
    renderTable({ rows: [] });
    expect(within(screen.getByRole('table')).getByRole('cell')).toHaveTextContent('Nothing to show.');
  });

  it('shows an error with Retry, over the stale rows if there are any', async () => {
    const onRetry = jest.fn();
    const user = userEvent.setup();
    const { rerender } = renderTable({ status: 'error', error: 'The film service is down.', onRetry });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The film service is down. The rows below are from the last successful load.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);

    rerender(<DataTable label="Films" columns={columns} rows={null} getRowId={(film) => String(film.id)} status="error" error="Down." onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent(/^Down\.Retry$/);
    // No empty table under it: it would read as a list with nothing in it.
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
