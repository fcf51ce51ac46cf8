import { useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog } from './confirm-dialog';

function renderDialog() {
  const handlers = { onConfirm: jest.fn(), onCancel: jest.fn() };
  render(
    <ConfirmDialog show title="Delete film?" confirmLabel="Delete" variant="danger" {...handlers}>
      Delete “Northern Lights”? This cannot be undone.
    </ConfirmDialog>,
  );
  return handlers;
}

describe('ConfirmDialog', () => {
  it('with nothing to confirm (the text says why), offers only Close, focused', async () => {
    const user = userEvent.setup();
    const handlers = { onConfirm: jest.fn(), onCancel: jest.fn() };
    render(
      <ConfirmDialog show title="Nature cannot be deleted yet" {...handlers}>
        Videos still use Nature.
      </ConfirmDialog>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Nature cannot be deleted yet' });
    // The header's × and the footer's Close, nothing else.
    const buttons = within(dialog).getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('aria-label') ?? button.textContent)).toEqual(['Close', 'Close']);
    await waitFor(() => expect(buttons[1]).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(handlers.onCancel).toHaveBeenCalledTimes(1);
    expect(handlers.onConfirm).not.toHaveBeenCalled();
  });

  it('is a dialog named by its title and described by its text', async () => {
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Delete film?' });
    expect(dialog).toHaveAccessibleDescription('Delete “Northern Lights”? This cannot be undone.');
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveClass('btn-danger');
  });

  it('starts on Cancel, so a stray Enter changes nothing', async () => {
    const user = userEvent.setup();
    const { onConfirm, onCancel } = renderDialog();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('confirms with the confirm button', async () => {
    const user = userEvent.setup();
    const { onConfirm } = renderDialog();
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('acts once on a double click: the second lands while the dialog fades out', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    function Asking() {
      const [show, setShow] = useState(true);
      return (
        <ConfirmDialog
          show={show}
          title="Delete film?"
          confirmLabel="Delete"
          onCancel={() => setShow(false)}
          onConfirm={() => {
            onConfirm();
            setShow(false);
          }}
        >
          Delete it?
        </ConfirmDialog>
      );
    }
    render(<Asking />);
    await user.dblClick(await screen.findByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('cancels with Escape and with the close button', async () => {
    const user = userEvent.setup();
    const { onCancel } = renderDialog();
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onCancel).toHaveBeenCalledTimes(2);
  });
});
