import { act, fireEvent, render, screen } from '@testing-library/react';
import toast, { Toaster } from 'react-hot-toast';
import { showUndoToast } from './undo-toast';

beforeEach(() => {
  jest.useFakeTimers();
  toast.remove();
});
afterEach(() => jest.useRealTimers());

function show() {
  render(<Toaster />);
  const handlers = { onUndo: jest.fn(), onCommit: jest.fn() };
  let pending: ReturnType<typeof showUndoToast> | undefined;
  act(() => {
    pending = showUndoToast({ message: 'Northern Lights deleted.', durationMs: 5_000, ...handlers });
  });
  return { ...handlers, pending: pending! };
}

describe('showUndoToast', () => {
  it('announces the message with an Undo button, and commits once the time is up', () => {
    const { onUndo, onCommit } = show();
    expect(screen.getByRole('status')).toHaveTextContent('Northern Lights deleted.');
    act(() => jest.advanceTimersByTime(4_900));
    expect(onCommit).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(200));
    expect(onCommit).toHaveBeenCalledTimes(1);
    expect(onUndo).not.toHaveBeenCalled();
  });

  it('Undo in time cancels the commit', () => {
    const { onUndo, onCommit } = show();
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    act(() => jest.advanceTimersByTime(10_000));
    expect(onUndo).toHaveBeenCalledTimes(1);
    expect(onCommit).not.toHaveBeenCalled();
  });

  it('Undo pressed from the keyboard leaves the focus on the page’s heading when the toast goes, not on the body', async () => {
    render(<h1>Videos</h1>);
    show();
    const undo = screen.getByRole('button', { name: 'Undo' });
    act(() => undo.focus());
    fireEvent.click(undo);
    // The toast leaves after its exit animation.
    await act(async () => jest.advanceTimersByTime(5_000));
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Videos' })).toHaveFocus();
  });

  it('Ctrl+Z from the page undoes the latest toast still waiting, but not while typing in a field', () => {
    const { onUndo, onCommit } = show();
    expect(screen.getByRole('button', { name: 'Undo' })).toHaveAttribute('aria-keyshortcuts', 'Control+Z Meta+Z');
    const field = document.createElement('input');
    document.body.append(field);
    fireEvent.keyDown(field, { key: 'z', ctrlKey: true });
    expect(onUndo).not.toHaveBeenCalled();
    fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true });
    expect(onUndo).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(10_000));
    expect(onCommit).not.toHaveBeenCalled();
    // Settled: a further Ctrl+Z has nothing left to undo.
    fireEvent.keyDown(document.body, { key: 'z', metaKey: true });
    expect(onUndo).toHaveBeenCalledTimes(1);
    field.remove();
  });

  it('stops the clock while the pointer or focus is on the toast', () => {
    const { onCommit } = show();
    const undo = screen.getByRole('button', { name: 'Undo' });
    act(() => jest.advanceTimersByTime(3_000));
    fireEvent.mouseEnter(undo);
    act(() => jest.advanceTimersByTime(60_000));
    expect(onCommit).not.toHaveBeenCalled();
    fireEvent.mouseLeave(undo);
    act(() => jest.advanceTimersByTime(1_000));
    act(() => undo.focus());
    act(() => jest.advanceTimersByTime(60_000));
    expect(onCommit).not.toHaveBeenCalled();
    act(() => undo.blur());
    act(() => jest.advanceTimersByTime(900));
    expect(onCommit).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(200));
    expect(onCommit).toHaveBeenCalledTimes(1);
  });

  it('flush commits at once, and only once', () => {
    const { onCommit, pending } = show();
    act(() => pending.flush());
    act(() => pending.flush());
    act(() => jest.advanceTimersByTime(10_000));
    expect(onCommit).toHaveBeenCalledTimes(1);
  });
});
