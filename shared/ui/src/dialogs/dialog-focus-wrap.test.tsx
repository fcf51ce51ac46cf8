import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Modal from 'react-bootstrap/Modal';
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

/** A dialog with no close button: a radio group with nothing checked and editable text, in either order. */
function NoteDialog({ radiosFirst }: { radiosFirst: boolean }) {
  const radios = (
    <fieldset key="radios">
      <legend>Visibility</legend>
      <label><input type="radio" name="visibility" value="team" /> Team</label>
      <label><input type="radio" name="visibility" value="me" /> Only me</label>
    </fieldset>
  );
  // contenteditable="" (React's types take only true/false/"plaintext-only" for it).
  const note = <div key="note" ref={(element) => element?.setAttribute('contenteditable', '')} aria-label="Note" role="textbox" />;
  return (
    <Modal show onHide={() => undefined} aria-labelledby="note-title">
      <Modal.Body>
        <h2 id="note-title">Add a note</h2>
        {radiosFirst ? [radios, note] : [note, radios]}
      </Modal.Body>
    </Modal>
  );
}

async function openNoteDialog(radiosFirst: boolean) {
  render(<NoteDialog radiosFirst={radiosFirst} />);
  const dialog = await screen.findByRole('dialog', { name: 'Add a note' });
  return {
    team: within(dialog).getByRole('radio', { name: 'Team' }),
    onlyMe: within(dialog).getByRole('radio', { name: 'Only me' }),
    note: within(dialog).getByRole('textbox', { name: 'Note' }),
  };
}

describe('Tab in a dialog with a radio group that has nothing checked, and editable text', () => {
  it('takes the whole group as the first stop, and the editable text as the last', async () => {
    const user = userEvent.setup();
    const { team, onlyMe, note } = await openNoteDialog(true);
    // Shift+Tab into an unanswered group lands on its last radio: from there it goes round too.
    onlyMe.focus();
    await user.tab({ shift: true });
    expect(note).toHaveFocus();
    await user.tab();
    expect(team).toHaveFocus();
    await user.tab({ shift: true });
    expect(note).toHaveFocus();
  });

  it('takes the whole group as the last stop, entered backwards on its last radio', async () => {
    const user = userEvent.setup();
    const { onlyMe, note } = await openNoteDialog(false);
    note.focus();
    await user.tab({ shift: true });
    expect(onlyMe).toHaveFocus();
    await user.tab();
    expect(note).toHaveFocus();
  });
});
