import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { TextField } from './fields';
import { SchemaForm } from './schema-form';
import { useRecordForm } from './use-schema-form';

const AddressSchema = v.object({ city: v.string(), postcode: v.string() });
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
