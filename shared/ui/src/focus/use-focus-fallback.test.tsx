import { useRef, useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { createMemoryRouter, RouterProvider } from '@console/router';
import { ConfirmDialog } from '../dialogs/confirm-dialog';
import { OffcanvasForm } from '../dialogs/offcanvas-form';
import { TextField } from '../form/fields';
import { useSchemaForm } from '../form/use-schema-form';
import { PageHeader } from '../patterns/page-header';
import { pageHeading } from './page-heading';

const NoteSchema = v.object({ note: v.string() });

interface FilmsProps {
  /** The side panel, or the dialog, asking before a film is archived. */
  asks: 'panel' | 'dialog';
  /** The list's heading takes the focus instead of the page's. */
  listFallback?: boolean;
  /** The page's own onExited. */
  onExited?(): void;
}

/** A page of films, each with an Archive button that opens a panel or a dialog; archiving takes the film's row, and its button, away. */
function Films({ asks, listFallback = false, onExited }: FilmsProps) {
  const [films, setFilms] = useState(['Dune', 'Heat']);
  const [archiving, setArchiving] = useState<string | null>(null);
  const [shown, setShown] = useState(false);
  const listHeading = useRef<HTMLHeadingElement>(null);
  const form = useSchemaForm(NoteSchema, { note: '' });
  const fallbackFocus = listFallback ? listHeading : undefined;
  const archive = () => setFilms((current) => current.filter((film) => film !== archiving));
  return (
    <main>
      <PageHeader title="Films" />
      <h2 ref={listHeading} tabIndex={-1}>
        Film list
      </h2>
      <ul>
        {films.map((film) => (
          <li key={film}>
            <button
              type="button"
              onClick={() => {
                setArchiving(film);
                setShown(true);
              }}
            >
              Archive {film}
            </button>
          </li>
        ))}
      </ul>
      {/* Disabled once nothing is left to archive, as Add payment is once nothing is owed. */}
      <button type="button" disabled={films.length === 0} onClick={() => setShown(true)}>
        Archive all
      </button>
      {asks === 'panel' ? (
        <OffcanvasForm
          show={shown}
          title="Archive film"
          submitLabel="Archive"
          form={form}
          onSubmit={async () => (archiving ? archive() : setFilms([]))}
          onHide={() => setShown(false)}
          fallbackFocus={fallbackFocus}
          onExited={onExited}
        >
          <TextField name="note" label="Note" />
        </OffcanvasForm>
      ) : (
        <ConfirmDialog
          show={shown}
          title="Archive film?"
          confirmLabel="Archive"
          onConfirm={() => {
            if (archiving) archive();
            else setFilms([]);
            setShown(false);
          }}
          onCancel={() => setShown(false)}
          fallbackFocus={fallbackFocus}
          onExited={onExited}
        >
          It leaves the list.
        </ConfirmDialog>
      )}
    </main>
  );
}

function renderFilms(props: FilmsProps) {
  // The panel's unsaved-changes prompt needs a data router.
  render(<RouterProvider router={createMemoryRouter([{ path: '/', element: <Films {...props} /> }])} />);
  return { user: userEvent.setup() };
}

const dialogGone = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

async function archive(user: ReturnType<typeof userEvent.setup>, opener: string) {
  await user.click(screen.getByRole('button', { name: opener }));
  const dialog = await screen.findByRole('dialog', { name: /^Archive film/ });
  await user.click(within(dialog).getByRole('button', { name: 'Archive' }));
  await dialogGone();
}

describe.each(['panel', 'dialog'] as const)('a %s closed', (asks) => {
  it('after its opener was taken away puts the focus on the page heading, not the body', async () => {
    const { user } = renderFilms({ asks });
    await archive(user, 'Archive Dune');
    expect(screen.queryByRole('button', { name: 'Archive Dune' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Films' })).toHaveFocus());
  });

  it('after its opener was disabled does the same', async () => {
    const { user } = renderFilms({ asks });
    await archive(user, 'Archive all');
    expect(screen.getByRole('button', { name: 'Archive all' })).toBeDisabled();
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Films' })).toHaveFocus());
  });

  it('puts it on the fallback it is given instead', async () => {
    const { user } = renderFilms({ asks, listFallback: true });
    await archive(user, 'Archive Dune');
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Film list' })).toHaveFocus());
  });

  it('gives it back to an opener that is still there', async () => {
    const { user } = renderFilms({ asks, listFallback: true });
    await user.click(screen.getByRole('button', { name: 'Archive Heat' }));
    const dialog = await screen.findByRole('dialog', { name: /^Archive film/ });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await dialogGone();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Archive Heat' })).toHaveFocus());
  });

  it('leaves the focus where the page’s own onExited put it', async () => {
    const onExited = jest.fn(() => screen.getByRole('button', { name: 'Archive Heat' }).focus());
    const { user } = renderFilms({ asks, onExited });
    await archive(user, 'Archive Dune');
    expect(onExited).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Archive Heat' })).toHaveFocus());
    expect(screen.getByRole('heading', { level: 1, name: 'Films' })).not.toHaveFocus();
  });
});

describe('pageHeading', () => {
  it('is the main landmark’s h1, made focusable from script', () => {
    render(
      <>
        <h1>Studio Console</h1>
        <main>
          <h1>Films</h1>
        </main>
      </>,
    );
    const heading = pageHeading();
    expect(heading).toBe(screen.getByRole('heading', { name: 'Films' }));
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('is the page’s first h1 without a main landmark', () => {
    render(<h1>Films</h1>);
    expect(pageHeading()).toBe(screen.getByRole('heading', { name: 'Films' }));
  });
});
