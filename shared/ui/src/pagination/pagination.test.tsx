import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageWindow } from './page-window';
import { Pagination, type PaginationProps } from './pagination';

describe('pageWindow', () => {
  it.each([
    [1, 1, [1]],
    [1, 5, [1, 2, 3, 4, 5]],
    [4, 7, [1, 2, 3, 4, 5, 6, 7]],
    [1, 8, [1, 2, 'gap', 8]],
    [1, 20, [1, 2, 'gap', 20]],
    [10, 20, [1, 'gap', 9, 10, 11, 'gap', 20]],
    [4, 20, [1, 2, 3, 4, 5, 'gap', 20]],
    [20, 20, [1, 'gap', 19, 20]],
  ])('page %i of %i → %j', (page, count, expected) => {
    expect(pageWindow(page, count)).toEqual(expected);
  });
});

function renderPagination(props: Partial<PaginationProps> = {}) {
  const handlers = { onPageChange: jest.fn(), onPerPageChange: jest.fn() };
  const element = (more: Partial<PaginationProps>) => <Pagination page={2} perPage={10} total={1234} pageSizes={[10, 25, 50]} itemLabel="films" label="Film pages" {...handlers} {...more} />;
  const { rerender } = render(element(props));
  return { ...handlers, rerender: (more: Partial<PaginationProps>) => rerender(element(more)) };
}

describe('Pagination', () => {
  it('says which rows show of how many', () => {
    renderPagination();
    expect(screen.getByText('Showing 11 to 20 of 1,234 films')).toBeInTheDocument();
  });

  it('says the count in a live region that is there before it changes, so a search or a filter is announced', () => {
    const { rerender } = renderPagination();
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Showing 11 to 20 of 1,234 films');
    rerender({ page: 1, total: 0 });
    expect(screen.getByRole('status')).toBe(status);
    expect(status).toHaveTextContent('No films');
  });

  it('never counts past the total (a row of an earlier page waiting on Undo is out of it)', () => {
    renderPagination({ page: 2, total: 19, pageRows: 10 });
    expect(screen.getByText('Showing 11 to 19 of 19 films')).toBeInTheDocument();
  });

  it('counts a short page by its rows', () => {
    renderPagination({ page: 1, total: 23, pageRows: 9 });
    expect(screen.getByText('Showing 1 to 9 of 23 films')).toBeInTheDocument();
  });

  it('marks the current page and moves by page number, previous and next', async () => {
    const user = userEvent.setup();
    const { onPageChange } = renderPagination();
    const nav = screen.getByRole('navigation', { name: 'Film pages' });
    expect(within(nav).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(nav).getByRole('button', { name: 'Page 124' }));
    expect(onPageChange).toHaveBeenLastCalledWith(124);
    await user.click(within(nav).getByRole('button', { name: 'Previous page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(1);
    await user.click(within(nav).getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(3);
  });

  it('disables Previous on the first page and Next on the last, keeping the focus of the arrow that got there', async () => {
    const user = userEvent.setup();
    const { onPageChange, rerender } = renderPagination({ page: 1, total: 25 });
    expect(screen.getByRole('button', { name: 'Previous page' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Next page' })).not.toHaveAttribute('aria-disabled');
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onPageChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    rerender({ page: 3, total: 25 });
    const next = screen.getByRole('button', { name: 'Next page' });
    expect(next).toHaveAttribute('aria-disabled', 'true');
    // Not `disabled`: a browser takes the focus away from a focused control that becomes disabled.
    expect(next).toBeEnabled();
    expect(next).toHaveFocus();
  });

  it('changes the page size', async () => {
    const user = userEvent.setup();
    const { onPerPageChange } = renderPagination();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '50');
    expect(onPerPageChange).toHaveBeenCalledWith(50);
  });

  it('past the last page says the page is empty and Previous goes to the last page', async () => {
    const user = userEvent.setup();
    const { onPageChange } = renderPagination({ page: 9, total: 23, pageRows: 0 });
    expect(screen.getByText('No films on this page (23 in all)')).toBeInTheDocument();
    expect(screen.queryByText(/Showing/)).not.toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Film pages' });
    expect(within(nav).getByRole('button', { name: 'Next page' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(within(nav).getByRole('button', { name: 'Previous page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(3);
  });

  it('past the end of a single page of rows still offers the way back', async () => {
    const user = userEvent.setup();
    const { onPageChange } = renderPagination({ page: 4, total: 5 });
    expect(screen.getByText('No films on this page (5 in all)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(1);
  });

  it('a page whose every row waits on Undo says it is empty, not “11 to 11”', () => {
    renderPagination({ page: 2, total: 11, pageRows: 0 });
    expect(screen.getByText('No films on this page (11 in all)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).not.toHaveAttribute('aria-disabled');
  });

  it('shows no page buttons for a single page, and says when there is nothing', () => {
    renderPagination({ page: 1, total: 0 });
    expect(screen.getByText('No films')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
