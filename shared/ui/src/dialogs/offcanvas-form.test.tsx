import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import * as v from 'valibot';
import { ApiError } from '@console/auth';
import { createMemoryRouter, RouterProvider } from '@console/router';
import { SelectField, TextField } from '../form/fields';
import { uiFr } from '../i18n/ui-fr';
import { useSchemaForm } from '../form/use-schema-form';
import { OffcanvasForm, type RunAction } from './offcanvas-form';

const FilmSchema = v.object({
  title: v.pipe(v.string(), v.trim(), v.nonEmpty('Title is required.')),
  genre: v.string(),
});

interface FilmPanelProps {
  onSubmit(values: v.InferOutput<typeof FilmSchema>): Promise<void>;
  onHide(): void;
  onArchive?(): Promise<void>;
  /** An action that throws the typed input away. */
  onRemove?(): Promise<void>;
}

function FilmPanel({ onSubmit, onHide, onArchive, onRemove }: FilmPanelProps) {
  const form = useSchemaForm(FilmSchema, { title: '', genre: '' });
  const actions =
    onArchive || onRemove
      ? (run: RunAction) => (
          <>
            {onArchive && (
              <button type="button" className="btn btn-outline-danger" onClick={() => run(onArchive)}>
                Archive
              </button>
            )}
            {onRemove && (
              <button type="button" className="btn btn-outline-danger" onClick={() => run(onRemove, { discardsChanges: true })}>
                Remove
              </button>
            )}
          </>
        )
      : undefined;
  return (
    <OffcanvasForm show title="Add film" submitLabel="Add film" form={form} onSubmit={onSubmit} onHide={onHide} actions={actions}>
      <TextField name="title" label="Title" required />
      <SelectField name="genre" label="Genre" placeholder="Choose a genre" options={[{ value: 'drama', label: 'Drama' }]} />
    </OffcanvasForm>
  );
}

function renderForm(onSubmit: (values: v.InferOutput<typeof FilmSchema>) => Promise<void>, onArchive?: () => Promise<void>, onRemove?: () => Promise<void>) {
  const onHide = jest.fn();
  const router = createMemoryRouter([
    { path: '/', element: <FilmPanel onSubmit={onSubmit} onHide={onHide} onArchive={onArchive} onRemove={onRemove} /> },
    { path: '/elsewhere', element: <h1>Another page</h1> },
  ]);
  render(<RouterProvider router={router} />);
  return { onHide, router, panel: () => screen.getByRole('dialog', { name: 'Add film' }), user: userEvent.setup() };
}

describe('OffcanvasForm', () => {
  it('is a panel named by its heading, with labelled fields', async () => {
    const { panel } = renderForm(jest.fn());
    expect(await screen.findByRole('heading', { name: 'Add film' })).toBeInTheDocument();
    expect(within(panel()).getByRole('textbox', { name: 'Title' })).toHaveAttribute('aria-required', 'true');
    expect(within(panel()).getByRole('combobox', { name: 'Genre' })).toHaveValue('');
  });

  it('opens with the focus on its first field, ready to type', async () => {
    const { user } = renderForm(jest.fn());
    const title = await screen.findByRole('textbox', { name: 'Title' });
    await waitFor(() => expect(title).toHaveFocus());
    await user.keyboard('Dune');
    expect(title).toHaveValue('Dune');
  });

  it("shows the schema's checks at the fields, focuses the first, and sends nothing", async () => {
    const onSubmit = jest.fn();
    const { user } = renderForm(onSubmit);
    await user.click(await screen.findByRole('button', { name: 'Add film' }));
    const title = screen.getByRole('textbox', { name: 'Title' });
    await waitFor(() => expect(title).toHaveAccessibleDescription('Title is required.'));
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(title, 'Dune');
    await waitFor(() => expect(title).not.toHaveAttribute('aria-invalid'));
  });

  it("puts the server's field errors at the fields and keeps the input", async () => {
    const { user, onHide } = renderForm(async () => {
      throw new ApiError(400, 'The film is not valid.', { title: 'This title is already in use.' });
    });
    await user.type(await screen.findByRole('textbox', { name: 'Title' }), 'Dune');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Genre' }), 'drama');
    await user.click(screen.getByRole('button', { name: 'Add film' }));

    const title = screen.getByRole('textbox', { name: 'Title' });
    await waitFor(() => expect(title).toHaveAccessibleDescription('This title is already in use.'));
    expect(screen.getByRole('alert')).toHaveTextContent('Some fields need a change: see the messages below them.');
    expect(title).toHaveValue('Dune');
    expect(title).toHaveFocus();
    expect(screen.getByRole('combobox', { name: 'Genre' })).toHaveValue('drama');
    expect(onHide).not.toHaveBeenCalled();
  });

  it('says in the alert a field error no field of the form shows', async () => {
    const { user } = renderForm(async () => {
      throw new ApiError(400, 'The film is not valid.', { title: 'This title is already in use.', rating: 'Choose a rating.' });
    });
    await user.type(await screen.findByRole('textbox', { name: 'Title' }), 'Dune');
    await user.click(screen.getByRole('button', { name: 'Add film' }));

    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription('This title is already in use.'));
    expect(screen.getByRole('alert')).toHaveTextContent('Some fields need a change: see the messages below them. Choose a rating.');
  });

  it('sends the checked values, disables submit while saving, then closes', async () => {
    let finish: () => void = () => undefined;
    const onSubmit = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { user, onHide } = renderForm(onSubmit);
    await user.type(await screen.findByRole('textbox', { name: 'Title' }), '  Dune ');
    await user.click(screen.getByRole('button', { name: 'Add film' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ title: 'Dune', genre: '' }));
    expect(screen.getByRole('button', { name: 'Add film' })).toBeDisabled();
    act(() => finish());
    await waitFor(() => expect(onHide).toHaveBeenCalledTimes(1));
  });

  it('closes without saving on Cancel and on Escape when nothing was typed', async () => {
    const onSubmit = jest.fn();
    const { user, onHide } = renderForm(onSubmit);
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await user.keyboard('{Escape}');
    expect(onHide).toHaveBeenCalledTimes(2);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks before throwing away what was typed', async () => {
    const { user, onHide } = renderForm(jest.fn());
    await user.type(await screen.findByRole('textbox', { name: 'Title' }), 'Dune');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const ask = await screen.findByRole('dialog', { name: 'Discard unsaved changes?' });
    await user.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    expect(onHide).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Dune');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Discard unsaved changes?' })).getByRole('button', { name: 'Discard changes' }));
    expect(onHide).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['the server failed (500)', new ApiError(500, 'Internal error')],
    ['the server could not be reached', new ApiError(0, 'offline')],
  ])('still asks before throwing away what was typed after a save that failed because %s', async (_case, error) => {
    const { user, onHide } = renderForm(jest.fn().mockRejectedValue(error));
    await user.type(await screen.findByRole('textbox', { name: 'Title' }), 'Dune');
    await user.click(screen.getByRole('button', { name: 'Add film' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('dialog', { name: 'Discard unsaved changes?' })).toBeInTheDocument();
    expect(onHide).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Title', hidden: true })).toHaveValue('Dune');
  });

  it('asks before a move to another page loses what was typed', async () => {
    const { user, router } = renderForm(jest.fn());
    await user.type(await screen.findByRole('textbox', { name: 'Title' }), 'Dune');
    // The panel is modal; the browser's Back or a shortcut still navigates.
    act(() => void router.navigate('/elsewhere'));
    const ask = await screen.findByRole('dialog', { name: 'Leave this page?' });
    await user.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    expect(screen.queryByRole('heading', { name: 'Another page' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Dune');
  });

  it('runs another action with the same care: a failure is said and focused, the panel stays; success closes it', async () => {
    const archive = jest.fn().mockRejectedValueOnce(new Error('The film is in a playlist.')).mockResolvedValueOnce(undefined);
    const { user, onHide } = renderForm(jest.fn(), archive);
    await user.click(await screen.findByRole('button', { name: 'Archive' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The film is in a playlist.');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(onHide).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(onHide).toHaveBeenCalledTimes(1));
  });

  it('asks before an action that throws the typed input away; Keep editing keeps it, Discard changes runs it', async () => {
    const remove = jest.fn().mockResolvedValue(undefined);
    const { user, onHide } = renderForm(jest.fn(), undefined, remove);
    await user.type(await screen.findByRole('textbox', { name: 'Title' }), 'Dune');
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    const ask = await screen.findByRole('dialog', { name: 'Discard unsaved changes?' });
    await user.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    expect(remove).not.toHaveBeenCalled();
    expect(onHide).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Dune');

    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Discard unsaved changes?' })).getByRole('button', { name: 'Discard changes' }));
    expect(remove).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(onHide).toHaveBeenCalledTimes(1));
  });

  it('runs such an action at once when nothing was typed, and an action that keeps the input without asking', async () => {
    const archive = jest.fn().mockResolvedValue(undefined);
    const remove = jest.fn().mockResolvedValue(undefined);
    const { user, onHide } = renderForm(jest.fn(), archive, remove);
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(onHide).toHaveBeenCalledTimes(1));
    expect(remove).toHaveBeenCalledTimes(1);

    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Dune');
    await user.click(screen.getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(onHide).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole('dialog', { name: 'Discard unsaved changes?' })).not.toBeInTheDocument();
  });
});

describe('OffcanvasForm in French', () => {
  beforeAll(() => i18next.addResourceBundle('fr', 'ui', uiFr, true, true));
  beforeEach(() => act(() => i18next.changeLanguage('fr')));
  afterEach(() => act(() => i18next.changeLanguage('en')));
  const serverDown = () => Promise.reject(new ApiError(500, 'The film service is down.'));

  it('says a failed save in French, not in the server’s English', async () => {
    const { user, panel } = renderForm(serverDown);
    await user.type(within(panel()).getByLabelText(/Title/), 'Heat');
    await user.click(within(panel()).getByRole('button', { name: 'Add film' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(uiFr.form.failed);
    expect(panel()).not.toHaveTextContent('film service');
  });

  it('says a failed action in French, not in the server’s English', async () => {
    const { user, panel } = renderForm(jest.fn(), serverDown);
    await user.click(await screen.findByRole('button', { name: 'Archive' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(uiFr.form.failed);
    expect(panel()).not.toHaveTextContent('film service');
  });

  it('says in French that a value the form does not show was refused, without the server’s English', async () => {
    const { user, panel } = renderForm(() => Promise.reject(new ApiError(400, 'The film is not valid.', { rating: 'Choose a rating.' })));
    await user.type(within(panel()).getByLabelText(/Title/), 'Heat');
    await user.click(within(panel()).getByRole('button', { name: 'Add film' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(uiFr.form.refusedHidden);
    expect(panel()).not.toHaveTextContent('rating');
  });

  it('adds it, in French, after the sentence pointing at the fields', async () => {
    const { user, panel } = renderForm(() => Promise.reject(new ApiError(400, 'The film is not valid.', { title: 'Title is required.', rating: 'Choose a rating.' })));
    await user.type(within(panel()).getByLabelText(/Title/), 'Heat');
    await user.click(within(panel()).getByRole('button', { name: 'Add film' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`${uiFr.form.checkFields} ${uiFr.form.refusedElsewhere}`);
    expect(panel()).not.toHaveTextContent('rating');
  });
});
