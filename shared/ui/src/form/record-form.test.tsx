import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { CheckboxGroupField, SelectField, TextField } from './fields';
import { SchemaForm } from './schema-form';
import { useRecordForm } from './use-schema-form';

const AddressSchema = v.object({ city: v.string(), postcode: v.string(), kind: v.optional(v.string()) });
type Address = v.InferOutput<typeof AddressSchema>;

function AddressForm({ address }: { address: Address }) {
  const form = useRecordForm(AddressSchema, address);
  return (
    <SchemaForm form={form} onSubmit={jest.fn()} aria-label="Address">
      <TextField name="city" label="City" />
      <TextField name="postcode" label="Postcode" />
      <output aria-label="Unsaved">{form.formState.isDirty ? 'yes' : 'no'}</output>
      <button type="button" onClick={() => form.reset()}>
        Discard
      </button>
    </SchemaForm>
  );
}

it('takes a newer copy of the record into the fields left alone, and keeps what the user typed', async () => {
  const { rerender } = render(<AddressForm address={{ city: 'Oslo', postcode: '0150' }} />);
  rerender(<AddressForm address={{ city: 'Bergen', postcode: '5003' }} />);
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('Bergen'));
  expect(screen.getByRole('status', { name: 'Unsaved' })).toHaveTextContent('no');

  await userEvent.clear(screen.getByRole('textbox', { name: 'Postcode' }));
  await userEvent.type(screen.getByRole('textbox', { name: 'Postcode' }), '9999');
  rerender(<AddressForm address={{ city: 'Tromsø', postcode: '9008' }} />);
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('Tromsø'));
  expect(screen.getByRole('textbox', { name: 'Postcode' })).toHaveValue('9999');
  expect(screen.getByRole('status', { name: 'Unsaved' })).toHaveTextContent('yes');

  // Discard goes back to the newest copy, typed values and all.
  await userEvent.click(screen.getByRole('button', { name: 'Discard' }));
  expect(screen.getByRole('textbox', { name: 'Postcode' })).toHaveValue('9008');
  expect(screen.getByRole('status', { name: 'Unsaved' })).toHaveTextContent('no');
});

const kinds = [
  { value: 'home', label: 'Home' },
  { value: 'work', label: 'Work' },
];

function KindForm({ address, save }: { address: Address; save(values: Address): Promise<void> }) {
  const form = useRecordForm(AddressSchema, address);
  return (
    <SchemaForm form={form} onSubmit={save} aria-label="Address">
      <TextField name="city" label="City" />
      <TextField name="postcode" label="Postcode" />
      <SelectField name="kind" label="Kind" options={kinds} />
      <button type="submit">Save</button>
    </SchemaForm>
  );
}

const saidElsewhere = /since you opened this form/;

it('says at a field the user changed that a newer copy changed it too, with that value, and saving keeps the user’s', async () => {
  const save = jest.fn(() => Promise.resolve());
  const { rerender } = render(<KindForm address={{ city: 'Oslo', postcode: '0150', kind: 'home' }} save={save} />);
  const city = screen.getByRole('textbox', { name: 'City' });
  await userEvent.clear(city);
  await userEvent.type(city, 'Bergen');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'work');
  // Another tab saves the city and the kind, and leaves the postcode.
  rerender(<KindForm address={{ city: 'Tromsø', postcode: '0150', kind: 'home' }} save={save} />);
  rerender(<KindForm address={{ city: 'Tromsø', postcode: '9008', kind: 'home' }} save={save} />);
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Postcode' })).toHaveValue('9008'));
  expect(city).toHaveValue('Bergen');
  // The notes' texts load with the first one.
  await waitFor(() => expect(city).toHaveAccessibleDescription('Changed elsewhere (another tab or administrator) to “Tromsø” since you opened this form. Saving keeps your value.'));
  // Said once for the whole form too, for whoever is typing elsewhere in it.
  expect(screen.getByRole('status')).toHaveTextContent('Another save changed fields you have changed too: see the notes under them.');
  // The other copy kept the kind the form opened with: nothing to say there.
  expect(screen.getByRole('combobox', { name: 'Kind' })).not.toHaveAccessibleDescription(saidElsewhere);
  expect(screen.getByRole('textbox', { name: 'Postcode' })).not.toHaveAccessibleDescription(saidElsewhere);

  rerender(<KindForm address={{ city: 'Tromsø', postcode: '9008', kind: 'home' }} save={save} />);
  rerender(<KindForm address={{ city: 'Tromsø', postcode: '', kind: 'work' }} save={save} />);
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Postcode' })).toHaveValue(''));
  // The newer kind is what the user chose: nothing to say. An option is named by its label.
  expect(screen.getByRole('combobox', { name: 'Kind' })).not.toHaveAccessibleDescription(saidElsewhere);
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'home');
  rerender(<KindForm address={{ city: 'Tromsø', postcode: '', kind: 'work' }} save={save} />);
  expect(screen.getByRole('combobox', { name: 'Kind' })).not.toHaveAccessibleDescription(saidElsewhere);

  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(save).toHaveBeenCalledWith(expect.objectContaining({ city: 'Bergen', kind: 'home' }));
  // The page's copy is now the saved one: nothing is left to say.
  rerender(<KindForm address={{ city: 'Bergen', postcode: '', kind: 'home' }} save={save} />);
  await waitFor(() => expect(city).not.toHaveAccessibleDescription(saidElsewhere));
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
});

it('names a select’s newer choice by its label, says an emptied field, and forgets both once the changes are discarded', async () => {
  function Form({ address }: { address: Address }) {
    const form = useRecordForm(AddressSchema, address);
    return (
      <SchemaForm form={form} onSubmit={jest.fn()} aria-label="Address">
        <TextField name="city" label="City" />
        <SelectField name="kind" label="Kind" options={kinds} placeholder="None" />
        <button type="button" onClick={() => form.reset()}>
          Discard
        </button>
      </SchemaForm>
    );
  }
  const { rerender } = render(<Form address={{ city: 'Oslo', postcode: '0150', kind: '' }} />);
  await userEvent.type(screen.getByRole('textbox', { name: 'City' }), ' Sentrum');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'home');
  rerender(<Form address={{ city: '', postcode: '0150', kind: 'work' }} />);
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'Kind' })).toHaveAccessibleDescription('Changed elsewhere (another tab or administrator) to “Work” since you opened this form. Saving keeps your value.'));
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'City' })).toHaveAccessibleDescription('Emptied elsewhere (another tab or administrator) since you opened this form. Saving keeps your value.'));

  await userEvent.click(screen.getByRole('button', { name: 'Discard' }));
  expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('');
  await userEvent.type(screen.getByRole('textbox', { name: 'City' }), 'Bodø');
  expect(screen.getByRole('textbox', { name: 'City' })).not.toHaveAccessibleDescription(saidElsewhere);
  expect(screen.getByRole('combobox', { name: 'Kind' })).not.toHaveAccessibleDescription(saidElsewhere);
});

it('says it at a group of checkboxes (a list kept whole) when another save changed the list the user changed', async () => {
  const TagsSchema = v.object({ tags: v.array(v.string()) });
  function Form({ tags }: { tags: string[] }) {
    const form = useRecordForm(TagsSchema, { tags }, {}, ['tags']);
    return (
      <SchemaForm form={form} onSubmit={jest.fn()} aria-label="Tags">
        <CheckboxGroupField name="tags" legend="Tags" options={kinds} />
      </SchemaForm>
    );
  }
  const { rerender } = render(<Form tags={[]} />);
  await userEvent.click(screen.getByRole('checkbox', { name: 'Home' }));
  rerender(<Form tags={['work']} />);
  await waitFor(() => expect(screen.getByRole('group', { name: 'Tags' })).toHaveAccessibleDescription('Changed elsewhere (another tab or administrator) since you opened this form. Saving keeps your value.'));
  expect(screen.getByRole('checkbox', { name: 'Home' })).toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'Work' })).not.toBeChecked();
});
