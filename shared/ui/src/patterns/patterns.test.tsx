import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Users } from 'lucide-react';
import { MemoryRouter } from '@console/router';
import { EmptyState, ErrorState, PageHeader, SectionCard, SkeletonLines, SkeletonRows, StatCard, StatGrid } from '../index';

describe('page patterns', () => {
  it('PageHeader: one h1, a breadcrumb ending at the current page, the actions', () => {
    render(
      <MemoryRouter>
        <PageHeader title="Maya Lindqvist" breadcrumb={[{ label: 'Users', to: '/apps/user/list' }]} actions={<button type="button">Edit</button>} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Maya Lindqvist' })).toBeInTheDocument();
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'Users' })).toHaveAttribute('href', '/apps/user/list');
    expect(within(trail).getByText('Maya Lindqvist')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });

  it('StatCard in a StatGrid: each figure is a term and its value; the icon is hidden', () => {
    render(
      <StatGrid busy label="Users by status">
        <StatCard icon={Users} label="All users" value="24" detail="Since Monday" />
      </StatGrid>,
    );
    expect(screen.getByRole('term')).toHaveTextContent('All users');
    expect(screen.getAllByRole('definition').map((value) => value.textContent)).toEqual(['24', 'Since Monday']);
    expect(screen.getByLabelText('Users by status')).toHaveAttribute('aria-busy', 'true');
    // The icon adds nothing to what is read out.
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('SectionCard: a region named by its h2, with its header actions', () => {
    render(
      <SectionCard title="Activity" actions={<button type="button">Export</button>}>
        <p>Rows</p>
      </SectionCard>,
    );
    const region = screen.getByRole('region', { name: 'Activity' });
    expect(within(region).getByRole('heading', { level: 2, name: 'Activity' })).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Export' })).toBeInTheDocument();
  });

  it('EmptyState: says nothing is there and offers the way forward', () => {
    render(<EmptyState title="No tasks found." text="Change the search." action={<button type="button">Clear search</button>} />);
    expect(screen.getByRole('status')).toHaveTextContent('No tasks found.Change the search.');
    expect(screen.getByRole('button', { name: 'Clear search' })).toBeInTheDocument();
  });

  it('ErrorState: the message, whether the rows are stale, and Retry', async () => {
    const onRetry = jest.fn();
    render(<ErrorState message="The users could not be loaded." stale onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The users could not be loaded. The rows below are from the last successful load.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('Skeletons: lines are one named loading status; table rows are hidden from assistive tech', () => {
    render(
      <>
        <SkeletonLines lines={3} label="Loading tasks" />
        <table>
          <tbody>
            <SkeletonRows rows={2} columns={3} />
          </tbody>
        </table>
      </>,
    );
    expect(screen.getByRole('status', { name: 'Loading tasks' })).toBeInTheDocument();
    expect(screen.queryAllByRole('row')).toHaveLength(0);
    expect(screen.getAllByRole('row', { hidden: true })).toHaveLength(2);
    expect(screen.getAllByRole('cell', { hidden: true })).toHaveLength(6);
  });
});
