import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast, { Toaster } from 'react-hot-toast';
import { flushPendingRemovals } from './flush-pending-removals';
import { usePendingRemovals } from './use-pending-removals';

const films = [
  { id: 1, title: 'Northern Lights' },
  { id: 2, title: 'Harbour Nights' },
];

function Films({ commit }: { commit(items: readonly { id: number }[]): Promise<unknown> }) {
  const { hidden, remove } = usePendingRemovals<(typeof films)[number]>();
  return (
    <ul>
      {films
        .filter((film) => !hidden.has(film.id))
        .map((film) => (
          <li key={film.id}>
            {film.title}
            <button type="button" onClick={() => remove([film], { message: `${film.title} deleted.`, commit })}>
              Delete {film.title}
            </button>
          </li>
        ))}
    </ul>
  );
}

/** Whether the browser would ask before a reload or a closed tab. */
function asksBeforeUnload(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

beforeEach(() => toast.remove());

describe('usePendingRemovals', () => {
  it('sends a removal waiting on Undo before Log out, and Log out waits for the answer', async () => {
    const user = userEvent.setup();
    let answer: () => void = () => undefined;
    const commit = jest.fn(() => new Promise<void>((resolve) => (answer = resolve)));
    render(
      <>
        <Toaster />
        <Films commit={commit} />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Delete Northern Lights' }));
    expect(screen.queryByText('Northern Lights')).not.toBeInTheDocument();
    expect(commit).not.toHaveBeenCalled();
    let flushed = false;
    // Log out's flush hides the Undo toast and sends the removal: page updates, so inside act.
    let flushing: Promise<boolean> = Promise.resolve(false);
    act(() => {
      flushing = flushPendingRemovals().then(() => (flushed = true));
    });
    expect(commit).toHaveBeenCalledWith([films[0]]);
    await act(() => Promise.resolve());
    expect(flushed).toBe(false);
    answer();
    await act(() => flushing);
    expect(flushed).toBe(true);
  });

  it('asks before a reload or a closed tab while a removal waits on Undo, and not after Undo', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Toaster />
        <Films commit={() => Promise.resolve()} />
      </>,
    );
    expect(asksBeforeUnload()).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Delete Harbour Nights' }));
    expect(asksBeforeUnload()).toBe(true);
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(screen.getByText('Harbour Nights')).toBeInTheDocument();
    expect(asksBeforeUnload()).toBe(false);
  });

  it('Log out has nothing to wait for when no removal is pending', async () => {
    await expect(flushPendingRemovals()).resolves.toBeUndefined();
  });
});
