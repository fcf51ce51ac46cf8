import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { SchemaForm, SubmitButton } from './schema-form';
import { SelectField, TextareaField, TextField } from './fields';
import { useSchemaForm } from './use-schema-form';

const AddressSchema = v.object({
  city: v.pipe(v.string(), v.trim(), v.nonEmpty('City is required.')),
  postcode: v.pipe(v.string(), v.regex(/^\w{3,10}$/, 'Enter a postcode of 3 to 10 letters or digits.')),
});

function AddressForm({ onSubmit }: { onSubmit(values: v.InferOutput<typeof AddressSchema>): Promise<void> }) {
  const form = useSchemaForm(AddressSchema, { city: '', postcode: '' });
  return (
    <SchemaForm form={form} onSubmit={onSubmit} aria-label="Address">
      <TextField name="city" label="City" required />
      <TextField name="postcode" label="Postcode" required />
      <SubmitButton>Continue</SubmitButton>
    </SchemaForm>
  );
}

it('checks a field when it is left for another field', async () => {
  render(<AddressForm onSubmit={jest.fn()} />);
  await userEvent.type(screen.getByLabelText(/Postcode/), '!');
  await userEvent.click(screen.getByLabelText(/City/));
  expect(await screen.findByText('Enter a postcode of 3 to 10 letters or digits.')).toBeInTheDocument();
});

it('leaving a field for the submit button does not check it there: the press submits and checks every field', async () => {
  const onSubmit = jest.fn(async () => undefined);
  render(<AddressForm onSubmit={onSubmit} />);
  const postcode = screen.getByLabelText(/Postcode/);
  const submit = screen.getByRole('button', { name: 'Continue' });
  await userEvent.type(postcode, '!');
  // The press has begun: focus moves to the button. A message now would move the button away.
  fireEvent.focusOut(postcode, { relatedTarget: submit });
  // The resolver answers asynchronously: give it the time it would take.
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(postcode).toHaveAccessibleDescription('');
  await userEvent.click(submit);
  expect(await screen.findByText('City is required.')).toBeInTheDocument();
  expect(postcode).toHaveAccessibleDescription('Enter a postcode of 3 to 10 letters or digits.');
  expect(onSubmit).not.toHaveBeenCalled();
});

const BrandSchema = v.object({ brand: v.string() });

function BrandForm({ options }: { options: { value: string; label: string }[] }) {
  const form = useSchemaForm(BrandSchema, { brand: '4' });
  return (
    <SchemaForm form={form} onSubmit={jest.fn()} aria-label="Video">
      <SelectField name="brand" label="Brand" options={options} placeholder="None" />
    </SchemaForm>
  );
}

it('shows the value a select holds once its options arrive after the form (loaded from the API)', () => {
  const { rerender } = render(<BrandForm options={[]} />);
  rerender(<BrandForm options={[{ value: '2', label: 'Cedar' }, { value: '4', label: 'Summit' }]} />);
  expect(screen.getByRole('combobox', { name: 'Brand' })).toHaveDisplayValue('Summit');
});

function HintedForm() {
  const form = useSchemaForm(AddressSchema, { city: '', postcode: '' });
  return (
    <SchemaForm form={form} onSubmit={jest.fn()} aria-label="Address">
      <TextField name="city" label="City" required />
      <TextField name="postcode" label="Postcode" required hint="3 to 10 letters or digits, as on the letter." />
      <SubmitButton>Continue</SubmitButton>
    </SchemaForm>
  );
}

it('reads a field’s hint with the field, after its error when there is one', async () => {
  render(<HintedForm />);
  const postcode = screen.getByLabelText(/Postcode/);
  expect(postcode).toHaveAccessibleDescription('3 to 10 letters or digits, as on the letter.');
  await userEvent.type(postcode, '!');
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  expect(await screen.findByText('Enter a postcode of 3 to 10 letters or digits.')).toBeInTheDocument();
  expect(postcode).toHaveAccessibleDescription('Enter a postcode of 3 to 10 letters or digits. 3 to 10 letters or digits, as on the letter.');
  expect(screen.getByLabelText(/City/)).toHaveAccessibleDescription('City is required.');
});

it('while saving, the pressed submit button keeps the focus and says it is unavailable, and no second save starts', async () => {
  const user = userEvent.setup();
  let finish = () => {};
  const onSubmit = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
  render(<AddressForm onSubmit={onSubmit} />);
  await user.type(screen.getByLabelText(/City/), 'Lyon');
  await user.type(screen.getByLabelText(/Postcode/), '69001');
  const submit = screen.getByRole('button', { name: 'Continue' });
  await user.click(submit);
  await screen.findByRole('form', { busy: true });
  // Not `disabled`: a browser takes the focus away from a focused control that becomes disabled.
  expect(submit).toHaveAttribute('aria-disabled', 'true');
  expect(submit).toBeEnabled();
  expect(submit).toHaveFocus();
  await user.keyboard('{Enter}');
  await user.type(screen.getByLabelText(/City/), '{Enter}');
  expect(onSubmit).toHaveBeenCalledTimes(1);
  await act(async () => finish());
  expect(submit).not.toHaveAttribute('aria-disabled');
});

const NoteSchema = v.object({ title: v.string(), note: v.string(), due: v.string(), code: v.string() });

function NoteForm() {
  const form = useSchemaForm(NoteSchema, { title: '', note: '', due: '', code: '' });
  return (
    <SchemaForm form={form} onSubmit={jest.fn()} aria-label="Note">
      <TextField name="title" label="Title" />
      <TextareaField name="note" label="Note" />
      <TextField name="due" label="Due" type="date" />
      <TextField name="code" label="Code" dir="ltr" />
    </SchemaForm>
  );
}

it('lets free text take its own direction (English typed on an Arabic page keeps its punctuation at its end)', () => {
  render(<NoteForm />);
  expect(screen.getByRole('textbox', { name: 'Title' })).toHaveAttribute('dir', 'auto');
  expect(screen.getByRole('textbox', { name: 'Note' })).toHaveAttribute('dir', 'auto');
  expect(screen.getByLabelText('Due')).not.toHaveAttribute('dir');
  expect(screen.getByRole('textbox', { name: 'Code' })).toHaveAttribute('dir', 'ltr');
});
