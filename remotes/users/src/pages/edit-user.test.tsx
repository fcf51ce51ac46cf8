import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { developmentUser } from '@console/auth';
import { apiError, seedTasks, todoDomain, usersDomain } from '@console/mirage';
import { apiFetch, apiJson, mockServerPerTest, renderRemote } from '@console/testing';
import { isolate } from '@console/ui';
import usersModule from '../module';
import { names, renderList } from '../test-kit';

// The two domains as the console's mock wires them: a renamed user's tasks follow them.
const mock = mockServerPerTest(() => {
  const todo = todoDomain();
  return [todo, usersDomain({ peer: <T,>(name: string) => (name === 'todo' ? (todo.provides as T) : undefined) })];
});

async function openEditor(path = '/apps/user/view/1') {
  const user = userEvent.setup();
  const { queryClient } = renderRemote(usersModule, path);
  await screen.findByRole('heading', { level: 1, name: 'Maya Lindqvist' });
  const edit = screen.getByRole('button', { name: 'Edit' });
  await user.click(edit);
  await screen.findByRole('dialog', { name: 'Edit user' });
  return { user, edit, queryClient };
}

/** Queries within the open Edit user panel. */
const panel = () => within(screen.getByRole('dialog', { name: 'Edit user' }));

describe('editing a user', () => {
  it('opens on the user’s values, and a save shows the changes at once, with their tasks', async () => {
    const { user, edit } = await openEditor();
    const name = panel().getByRole('textbox', { name: 'Full name' });
    expect(name).toHaveValue('Maya Lindqvist');
    expect(panel().getByRole('combobox', { name: 'Role' })).toHaveValue('admin');
    await waitFor(() => expect(name).toHaveFocus());

    await user.clear(name);
    await user.type(name, 'Maya Berg');
    await user.selectOptions(panel().getByRole('combobox', { name: 'Status' }), 'inactive');
    await user.click(panel().getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Maya Berg' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(screen.getByRole('region', { name: 'Maya Berg' })).getByText('inactive')).toBeInTheDocument();
    expect(await screen.findByText(`${isolate('Maya Berg')} saved.`)).toBeInTheDocument();
    // The tasks name their assignee: the activity still lists hers under the new name.
    const activity = within(screen.getByRole('region', { name: 'Activity' }));
    const hers = seedTasks().filter((task) => !task.isDeleted && task.assignee?.fullName === 'Maya Lindqvist');
    expect(hers.length).toBeGreaterThan(1);
    expect(await activity.findByText(new RegExp(`^${hers.length} tasks assigned`))).toBeInTheDocument();
    await waitFor(() => expect(edit).toHaveFocus());
  });

  it('follows a save made in another tab while open: fields left alone take the new values, edited ones keep the user’s, and a save keeps both', async () => {
    const { user, queryClient } = await openEditor();
    const name = panel().getByRole('textbox', { name: 'Full name' });
    await user.clear(name);
    await user.type(name, 'Maya Berg');
    // Another tab saves a new company; the console then refetches every query (mockDataChangedEvent).
    const stored = (await apiJson<{ user: Record<string, unknown> }>('/api/users/user?id=1')).user;
    const { id: _id, ...fields } = stored;
    expect((await apiFetch('/apps/users/update-user?id=1', { method: 'PUT', body: JSON.stringify({ ...fields, company: 'Cedar Media' }) })).status).toBe(200);
    await act(() => queryClient.invalidateQueries());
    await waitFor(() => expect(panel().getByRole('textbox', { name: 'Company' })).toHaveValue('Cedar Media'));
    expect(name).toHaveValue('Maya Berg');
    await user.click(panel().getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Maya Berg' })).toBeInTheDocument();
    // The panel closes after the save: waited for before reading the server, or it closes outside act.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const saved = (await apiJson<{ user: Record<string, unknown> }>('/api/users/user?id=1')).user;
    expect(saved).toMatchObject({ fullName: 'Maya Berg', company: 'Cedar Media' });
  });

  it('says at the field that an email is taken, and keeps what was typed', async () => {
    const { user } = await openEditor();
    const email = panel().getByRole('textbox', { name: 'Email' });
    await user.clear(email);
    await user.type(email, 'ohaddad@cedarbroadcast.tv');
    await user.click(panel().getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription('This email is already in use.'));
    expect(email).toHaveValue('ohaddad@cedarbroadcast.tv');
    expect(screen.getByRole('dialog', { name: 'Edit user' })).toBeInTheDocument();
  });

  it('keeps the input when the server fails, and says why', async () => {
    const { user } = await openEditor();
    mock.server().put('/apps/users/update-user', () => apiError(500, 'The directory is down.'));
    const company = panel().getByRole('textbox', { name: 'Company' });
    await user.clear(company);
    await user.type(company, 'Northlight Pictures');
    await user.click(panel().getByRole('button', { name: 'Save changes' }));
    expect(await panel().findByRole('alert')).toHaveTextContent('The directory is down.');
    expect(company).toHaveValue('Northlight Pictures');
  });

  it('asks before throwing changes away', async () => {
    const { user } = await openEditor();
    await user.type(panel().getByRole('textbox', { name: 'Country' }), ' (HQ)');
    await user.click(panel().getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('dialog', { name: 'Discard unsaved changes?' })).toBeInTheDocument();
  });

  it('offers no Edit to someone who may only read users', async () => {
    renderRemote(usersModule, '/apps/user/view/1', { ...developmentUser, ability: [{ action: 'read', subject: 'User' }, { action: 'read', subject: 'Todo' }] });
    await screen.findByRole('heading', { level: 1, name: 'Maya Lindqvist' });
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });
});

describe('editing a user from the list', () => {
  it('opens the row’s user, and when the filters no longer match them the focus goes to the list', async () => {
    const user = userEvent.setup();
    await renderList('/apps/user/list?status=active');
    await user.click(screen.getByRole('button', { name: 'Edit Omar Haddad' }));
    expect(panel().getByRole('textbox', { name: 'Full name' })).toHaveValue('Omar Haddad');
    await user.selectOptions(panel().getByRole('combobox', { name: 'Status' }), 'inactive');
    await user.click(panel().getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(names()).not.toContain('Omar Haddad'));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'User list' })).toHaveFocus());
  });

  it('is not offered to someone who may not change users', async () => {
    renderRemote(usersModule, '/apps/user/list', { ...developmentUser, ability: [{ action: 'read', subject: 'User' }] });
    expect(await screen.findByRole('link', { name: 'Maya Lindqvist' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit / })).not.toBeInTheDocument();
  });
});
