import { useRef, useState } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RowDeleteButton, useRowDeleteDialog } from './row-delete-dialog';

interface Film {
  id: number;
  name: string;
}

/** A server answer the test gives when it chooses. */
function answer() {
  let resolve = () => {};
  let reject: (error: Error) => void = () => {};
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

function FilmList({ remove, onDeleted, onFailed }: { remove(film: Film): Promise<void>; onDeleted(film: Film): void; onFailed(film: Film, error: unknown): void }) {
  const [films, setFilms] = useState<Film[]>([
    { id: 1, name: 'Northern Lights' },
    { id: 2, name: 'Cedar Weekend' },
  ]);
  const heading = useRef<HTMLHeadingElement>(null);
  const deleting = useRowDeleteDialog<Film>({
    texts: (film) => ({ title: `Delete ${film.name}?`, text: 'This cannot be undone.', confirmLabel: 'Delete', cancelLabel: 'Keep it' }),
    // As a refetch would: the list no longer holds the film once the delete is done.
    remove: async (film) => {
      await remove(film);
      setFilms((current) => current.filter((each) => each.id !== film.id));
    },
    onDeleted,
    onFailed,
    focusAfter: heading,
  });
  return (
    <section aria-labelledby="films">
      <h2 id="films" tabIndex={-1} ref={heading}>
        Film list
      </h2>
      <ul aria-label="Films">
        {films
          .filter((film) => !deleting.hidden.has(film.id))
          .map((film) => (
            <li key={film.id}>
              {film.name} <RowDeleteButton label={`Delete ${film.name}`} {...deleting.trigger(film)} />
            </li>
          ))}
      </ul>
      {deleting.dialog}
    </section>
  );
}

function renderList() {
  const server = answer();
  const handlers = { remove: jest.fn(() => server.promise), onDeleted: jest.fn(), onFailed: jest.fn() };
  render(<FilmList {...handlers} />);
  return { server, ...handlers, user: userEvent.setup(), list: screen.getByRole('list', { name: 'Films' }) };
}

const northernLights = { id: 1, name: 'Northern Lights' };

async function ask(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Delete Northern Lights' }));
  return screen.findByRole('dialog', { name: 'Delete Northern Lights?' });
}

const dialogGone = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

describe('useRowDeleteDialog', () => {
  it('asks in the caller’s words', async () => {
    const { user } = renderList();
    const dialog = await ask(user);
    expect(dialog).toHaveAccessibleDescription('This cannot be undone.');
    expect(within(dialog).getByRole('button', { name: 'Keep it' })).toBeInTheDocument();
  });

  it.each(['before', 'after'])('hides a confirmed row at once and puts focus on the list heading (server answering %s the dialog has gone)', async (when) => {
    const { user, list, server, onDeleted, onFailed } = renderList();
    await user.click(within(await ask(user)).getByRole('button', { name: 'Delete' }));
    expect(within(list).queryByText('Northern Lights')).not.toBeInTheDocument();
    if (when === 'before') await act(async () => server.resolve());
    await dialogGone();
    if (when === 'after') await act(async () => server.resolve());
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Film list' })).toHaveFocus());
    expect(within(list).queryByText('Northern Lights')).not.toBeInTheDocument();
    expect(onDeleted).toHaveBeenCalledWith(northernLights);
    expect(onFailed).not.toHaveBeenCalled();
  });

  it.each(['before', 'after'])('brings a refused row back with focus on its Delete button (server answering %s the dialog has gone)', async (when) => {
    const { user, list, server, onDeleted, onFailed } = renderList();
    await user.click(within(await ask(user)).getByRole('button', { name: 'Delete' }));
    const refusal = new Error('Still used by 3 videos.');
    if (when === 'before') await act(async () => server.reject(refusal));
    await dialogGone();
    if (when === 'after') await act(async () => server.reject(refusal));
    expect(await within(list).findByText('Northern Lights')).toBeInTheDocument();
    await waitFor(() => expect(within(list).getByRole('button', { name: 'Delete Northern Lights' })).toHaveFocus());
    expect(document.body).not.toHaveFocus();
    expect(onFailed).toHaveBeenCalledWith(northernLights, refusal);
    expect(onDeleted).not.toHaveBeenCalled();
  });

  it('deletes nothing on cancel and gives focus back to the row’s button', async () => {
    const { user, list, remove } = renderList();
    await user.click(within(await ask(user)).getByRole('button', { name: 'Keep it' }));
    await dialogGone();
    expect(remove).not.toHaveBeenCalled();
    expect(within(list).getByText('Northern Lights')).toBeInTheDocument();
    await waitFor(() => expect(within(list).getByRole('button', { name: 'Delete Northern Lights' })).toHaveFocus());
  });
});

it('puts the focus on the list heading, not on the page heading the dialogs fall back to by default', async () => {
  const server = answer();
  render(
    <main>
      <h1>Films</h1>
      <FilmList remove={() => server.promise} onDeleted={jest.fn()} onFailed={jest.fn()} />
    </main>,
  );
  const user = userEvent.setup();
  await user.click(within(await ask(user)).getByRole('button', { name: 'Delete' }));
  await dialogGone();
  await act(async () => server.resolve());
  await waitFor(() => expect(screen.getByRole('heading', { name: 'Film list' })).toHaveFocus());
});
