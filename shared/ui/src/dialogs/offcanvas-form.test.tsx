import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@console/auth';
import type { FieldErrors } from './form-body';
import { SelectField, TextField } from './form-fields';
import { OffcanvasForm } from './offcanvas-form';

interface FilmDraft {
  title: string;
  genre: string;
}

function renderForm(onSubmit: (draft: FilmDraft) => Promise<void>) {
  const onHide = jest.fn();
  render(
    <OffcanvasForm<FilmDraft>
      show
      title="Add film"
      submitLabel="Add film"
      initialValues={{ title: '', genre: '' }}
      validate={(draft): FieldErrors => (draft.title.trim() ? {} : { title: 'Title is required.' })}
      onSubmit={onSubmit}
      onHide={onHide}
    >
      {(form) => (
        <>
          <TextField form={form} name="title" label="Title" required />
          <SelectField form={form} name="genre" label="Genre" placeholder="Choose a genre" options={[{ value: 'drama', label: 'Drama' }]} />
        </>
      )}
    </OffcanvasForm>,
  );
  return { onHide, panel: () => screen.getByRole('dialog', { name: 'Add film' }), user: userEvent.setup() };
}

describe('OffcanvasForm', () => {
  it('is a panel named by its heading, with labelled fields', async () => {
    const { panel } = renderForm(jest.fn());
    expect(await screen.findByRole('heading', { name: 'Add film' })).toBeInTheDocument();
    expect(within(panel()).getByRole('textbox', { name: 'Title' })).toBeRequired();
    expect(within(panel()).getByRole('combobox', { name: 'Genre' })).toHaveValue('');
  });

  it('shows its own checks at the fields, focuses the first, and sends nothing', async () => {
    const onSubmit = jest.fn();
    const { user } = renderForm(onSubmit);
    await user.click(await screen.findByRole('button', { name: 'Add film' }));
    const title = screen.getByRole('textbox', { name: 'Title' });
    expect(title).toHaveAccessibleDescription('Title is required.');
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(title, 'Dune');
    expect(title).not.toHaveAttribute('aria-invalid');
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
    expect(screen.getByRole('alert')).toHaveTextContent('The film is not valid.');
    expect(title).toHaveValue('Dune');
    expect(title).toHaveFocus();
    expect(screen.getByRole('combobox', { name: 'Genre' })).toHaveValue('drama');
    expect(onHide).not.toHaveBeenCalled();
  });

  it('disables submit while saving, then closes', async () => {
    let finish: () => void = () => undefined;
    const onSubmit = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { user, onHide } = renderForm(onSubmit);
    await user.type(await screen.findByRole('textbox', { name: 'Title' }), 'Dune');
    await user.click(screen.getByRole('button', { name: 'Add film' }));
    expect(onSubmit).toHaveBeenCalledWith({ title: 'Dune', genre: '' });
    expect(screen.getByRole('button', { name: 'Add film' })).toBeDisabled();
    finish();
    await waitFor(() => expect(onHide).toHaveBeenCalledTimes(1));
  });

  it('closes without saving on Cancel and on Escape', async () => {
    const onSubmit = jest.fn();
    const { user, onHide } = renderForm(onSubmit);
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await user.keyboard('{Escape}');
    expect(onHide).toHaveBeenCalledTimes(2);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
