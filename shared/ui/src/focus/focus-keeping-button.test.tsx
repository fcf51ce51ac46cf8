import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FocusKeepingButton } from './focus-keeping-button';

function Export({ onExport }: { onExport(): void }) {
  const [busy, setBusy] = useState(false);
  return (
    <FocusKeepingButton
      className="btn btn-primary"
      unavailable={busy}
      spinner
      onClick={() => {
        setBusy(true);
        onExport();
      }}
    >
      Export
    </FocusKeepingButton>
  );
}

describe('FocusKeepingButton', () => {
  it('keeps the focus of the keyboard user who pressed it, and takes no second press while unavailable', async () => {
    const user = userEvent.setup();
    const onExport = jest.fn();
    render(<Export onExport={onExport} />);
    await user.tab();
    await user.keyboard('{Enter}');
    const button = screen.getByRole('button', { name: 'Export' });
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveClass('btn', 'btn-primary', 'disabled');
    // The spinner is aria-hidden: only its markup shows it.
    expect(button.innerHTML).toContain('spinner-border');
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onExport).toHaveBeenCalledTimes(1);
  });

  it('does not submit its form again while unavailable', async () => {
    const user = userEvent.setup();
    const submitted = jest.fn((event: { preventDefault(): void }) => event.preventDefault());
    const { rerender } = render(
      <form onSubmit={submitted}>
        <FocusKeepingButton type="submit" unavailable={false}>
          Save
        </FocusKeepingButton>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(submitted).toHaveBeenCalledTimes(1);
    rerender(
      <form onSubmit={submitted}>
        <FocusKeepingButton type="submit" unavailable>
          Save
        </FocusKeepingButton>
      </form>,
    );
    // A click on the button itself (pointer-events: none is CSS, which jsdom does not apply).
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(submitted).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Save' })).not.toBeDisabled();
  });
});
