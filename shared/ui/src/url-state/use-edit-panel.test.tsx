import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from '@console/router';
import { useEditPanel } from './use-edit-panel';

/** A list whose rows a save elsewhere changes (as a refetch would), with its edit panel's row shown. */
function Brands() {
  const [rows, setRows] = useState([{ id: 1, name: 'Cedar' }]);
  const panel = useEditPanel(rows, () => true);
  return (
    <>
      {rows.map((row) => (
        <button key={row.id} type="button" onClick={() => panel.open(row)}>
          Edit {row.name}
        </button>
      ))}
      <button type="button" onClick={() => setRows([{ id: 1, name: 'Cedar Media' }])}>
        Renamed elsewhere
      </button>
      <button type="button" onClick={() => setRows([])}>
        Deleted elsewhere
      </button>
      <output aria-label="Panel">{panel.row?.name ?? 'closed'}</output>
    </>
  );
}

it('shows the opened row as the list has it now, and as last seen once the list no longer holds it', async () => {
  const router = createMemoryRouter([{ path: '/brands', element: <Brands /> }], { initialEntries: ['/brands'] });
  render(<RouterProvider router={router} />);
  const panelRow = () => screen.getByRole('status', { name: 'Panel' });
  expect(panelRow()).toHaveTextContent('closed');
  await userEvent.click(screen.getByRole('button', { name: 'Edit Cedar' }));
  expect(panelRow()).toHaveTextContent(/^Cedar$/);
  await userEvent.click(screen.getByRole('button', { name: 'Renamed elsewhere' }));
  expect(panelRow()).toHaveTextContent('Cedar Media');
  await userEvent.click(screen.getByRole('button', { name: 'Deleted elsewhere' }));
  // The last copy the list had (the save's 404 then says the row is gone).
  expect(panelRow()).toHaveTextContent(/^Cedar Media$/);
});
