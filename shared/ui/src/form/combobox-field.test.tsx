import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { ComboboxField } from './combobox-field';
import { SchemaForm, SubmitButton } from './schema-form';
import { useSchemaForm } from './use-schema-form';

const people = ['Aiko Tanaka', 'Maya Lindqvist', 'Mei Chen', 'Omar Haddad', 'Priya Raman'].map((name) => ({ value: name, label: name }));
const Schema = v.object({ assignee: v.string() });

/** A form whose field searches `people` as a server would: the first `pageSize` matches, and how many match. */
function TaskForm({ onSubmit, initial = '', pageSize = 10, searching = false }: { onSubmit(values: { assignee: string }): void; initial?: string; pageSize?: number; searching?: boolean }) {
  const form = useSchemaForm(Schema, { assignee: initial });
  const [text, setText] = useState('');
  const matches = people.filter((person) => person.label.toLowerCase().includes(text.toLowerCase()));
  return (
    <SchemaForm form={form} onSubmit={async (values) => onSubmit(values)} aria-label="Task">
      <ComboboxField name="assignee" label="Assignee" placeholder="Unassigned" options={searching ? [] : matches.slice(0, pageSize)} total={matches.length} searching={searching} onSearch={setText} hint="Type a name." />
      <SubmitButton>Save</SubmitButton>
    </SchemaForm>
  );
}

const field = () => screen.getByRole('combobox', { name: 'Assignee' });
const listed = () => within(screen.getByRole('listbox', { name: 'Assignee' })).queryAllByRole('option').map((option) => option.textContent);

async function saved(user: ReturnType<typeof userEvent.setup>, onSubmit: jest.Mock) {
  await user.click(screen.getByRole('button', { name: 'Save' }));
  return (onSubmit.mock.lastCall as [{ assignee: string }] | undefined)?.[0].assignee;
}

it('lists the matches as the user types and takes the first with Tab', async () => {
  const user = userEvent.setup();
  const onSubmit = jest.fn();
  render(<TaskForm onSubmit={onSubmit} />);
  expect(field()).toHaveAccessibleDescription('Type a name.');
  expect(field()).toHaveAttribute('aria-expanded', 'false');

  await user.type(field(), 'm');
  expect(field()).toHaveAttribute('aria-expanded', 'true');
  expect(listed()).toEqual(['Maya Lindqvist', 'Mei Chen', 'Omar Haddad', 'Priya Raman']);
  expect(screen.getByRole('option', { name: 'Maya Lindqvist' })).toHaveAttribute('aria-selected', 'true');
  await user.type(field(), 'ar');
  expect(listed()).toEqual(['Omar Haddad']);
  expect(screen.getByRole('option', { name: 'Omar Haddad' })).toHaveAttribute('aria-selected', 'true');

  await user.tab();
  expect(field()).toHaveValue('Omar Haddad');
  expect(await saved(user, onSubmit)).toBe('Omar Haddad');
});

it('is used with the keyboard alone: arrows move through the list, Enter chooses, Escape closes without clearing', async () => {
  const user = userEvent.setup();
  const onSubmit = jest.fn();
  render(<TaskForm onSubmit={onSubmit} initial="Priya Raman" />);
  expect(field()).toHaveValue('Priya Raman');

  field().focus();
  await user.keyboard('{ArrowDown}');
  // Open on the value: "Unassigned" first, then everyone, the value highlighted.
  expect(listed()).toEqual(['Unassigned', ...people.map((person) => person.label)]);
  expect(screen.getByRole('option', { name: 'Priya Raman' })).toHaveAttribute('aria-selected', 'true');
  await user.keyboard('{ArrowUp}{Enter}');
  expect(field()).toHaveValue('Omar Haddad');
  expect(field()).toHaveAttribute('aria-expanded', 'false');

  await user.keyboard('{ArrowDown}{Escape}');
  expect(field()).toHaveAttribute('aria-expanded', 'false');
  await user.keyboard('{Escape}');
  expect(field()).toHaveValue('Omar Haddad');
  expect(await saved(user, onSubmit)).toBe('Omar Haddad');
});

it('chooses with a click, and chooses nobody from "Unassigned" or when emptied and left', async () => {
  const user = userEvent.setup();
  const onSubmit = jest.fn();
  render(<TaskForm onSubmit={onSubmit} initial="Mei Chen" />);

  await user.click(field());
  await user.click(screen.getByRole('option', { name: 'Aiko Tanaka' }));
  expect(field()).toHaveValue('Aiko Tanaka');
  expect(await saved(user, onSubmit)).toBe('Aiko Tanaka');

  await user.click(field());
  await user.click(screen.getByRole('option', { name: 'Unassigned' }));
  expect(field()).toHaveValue('');
  expect(await saved(user, onSubmit)).toBe('');

  await user.click(field());
  await user.click(screen.getByRole('option', { name: 'Omar Haddad' }));
  await user.clear(field());
  await user.tab();
  expect(field()).toHaveValue('');
  expect(await saved(user, onSubmit)).toBe('');
});

it('says when nothing matches, and text that chose nobody goes back to the value when the field is left', async () => {
  const user = userEvent.setup();
  const onSubmit = jest.fn();
  render(<TaskForm onSubmit={onSubmit} initial="Maya Lindqvist" />);

  await user.clear(field());
  await user.type(field(), 'zz');
  expect(listed()).toEqual([]);
  expect(screen.getByRole('status')).toHaveTextContent('Nothing matches “zz”.');
  await user.tab();
  expect(field()).toHaveValue('Maya Lindqvist');
  expect(await saved(user, onSubmit)).toBe('Maya Lindqvist');
});

it('says when the list shows only the first matches, and while a search is under way', async () => {
  const user = userEvent.setup();
  const { rerender } = render(<TaskForm onSubmit={jest.fn()} pageSize={2} />);
  await user.click(field());
  expect(listed()).toEqual(['Unassigned', 'Aiko Tanaka', 'Maya Lindqvist']);
  expect(screen.getByRole('status')).toHaveTextContent('Only the first of 5 matches are listed: type to narrow the list.');

  rerender(<TaskForm onSubmit={jest.fn()} searching />);
  await user.type(field(), 'a');
  expect(screen.getByRole('status')).toHaveTextContent('Searching…');
  expect(field()).toHaveAttribute('aria-busy', 'true');
});
