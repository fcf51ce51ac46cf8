import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog } from './confirm-dialog';
import { installDialogFocusWrap } from './dialog-focus-wrap';

installDialogFocusWrap();

function Page() {
  return (
    <>
      <button type="button">Behind the dialog</button>
      <ConfirmDialog show title="Delete Maya?" confirmLabel="Delete" onConfirm={() => undefined} onCancel={() => undefined}>
        <fieldset>
          <legend>Then</legend>
          <label><input type="radio" name="then" value="list" defaultChecked /> Back to the list</label>
          <label><input type="radio" name="then" value="next" /> The next user</label>
        </fieldset>
        <button type="button" disabled>Not now</button>
      </ConfirmDialog>
    </>
  );
}

describe('Tab in an open dialog', () => {
  it('goes round its controls, both ways, and never to the page behind or to the dialog’s box', async () => {
    const user = userEvent.setup();
    render(<Page />);
    const dialog = await screen.findByRole('dialog', { name: 'Delete Maya?' });
    const close = within(dialog).getByRole('button', { name: 'Close' });
    const checked = within(dialog).getByRole('radio', { name: 'Back to the list' });
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    // Focus starts on Cancel (ConfirmDialog's rule), once the dialog is in.
    await waitFor(() => expect(cancel).toHaveFocus());
    await user.tab();
    expect(confirm).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    // Shift+Tab from the first control goes to the last one, not to the dialog's box.
    await user.tab({ shift: true });
    expect(confirm).toHaveFocus();
    await user.tab();
    await user.tab();
    // One stop for the radio group (its checked radio), none for the disabled button.
    expect(checked).toHaveFocus();
    await user.tab();
    expect(cancel).toHaveFocus();
  });

  it('brings a focus on the dialog’s box back into its controls', async () => {
    const user = userEvent.setup();
    render(<Page />);
    const dialog = await screen.findByRole('dialog', { name: 'Delete Maya?' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    dialog.focus();
    await user.tab({ shift: true });
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toHaveFocus();
    dialog.focus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
  });
});
