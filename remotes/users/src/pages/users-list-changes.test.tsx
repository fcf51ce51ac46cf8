import { screen, waitFor, within } from '@testing-library/react';
import { developmentUser } from '@console/auth';
import { seedUsers, usersDomain } from '@console/mirage';
import { mockServerPerTest, renderRemote } from '@console/testing';
import usersModule from '../module';
import { allUsers, names, renderList } from '../test-kit';

mockServerPerTest(() => [usersDomain()]);

const seed = seedUsers();

async function fillValidUser(user: ReturnType<typeof renderRemote>['user'], panel: HTMLElement, email = 'rsato@kumo-anim.jp') {
  const form = within(panel);
  await user.type(form.getByLabelText('Full name *'), 'Rina Sato');
  await user.type(form.getByLabelText('Username *'), 'rsato');
  await user.type(form.getByLabelText('Email *'), email);
  await user.type(form.getByLabelText('Contact *'), '+81 3 5555 0199');
  await user.type(form.getByLabelText('Company *'), 'Kumo Animation');
  await user.type(form.getByLabelText('Country *'), 'Japan');
  await user.selectOptions(form.getByLabelText('Role *'), 'author');
  await user.selectOptions(form.getByLabelText('Plan *'), 'team');
  await user.selectOptions(form.getByLabelText('Status *'), 'pending');
}

describe('add user', () => {
  it('checks the fields before sending, and focuses the first one to fix', async () => {
    const { user } = await renderList();
    await user.click(screen.getByRole('button', { name: 'Add user' }));
    const panel = await screen.findByRole('dialog', { name: 'Add user' });
    await user.type(within(panel).getByLabelText('Email *'), 'not-an-email');
    await user.type(within(panel).getByLabelText('Contact *'), 'ask reception');
    await user.click(within(panel).getByRole('button', { name: 'Add user' }));

    expect(within(panel).getByLabelText('Full name *')).toHaveFocus();
    expect(within(panel).getByLabelText('Full name *')).toHaveAccessibleDescription('Full name is required.');
    expect(within(panel).getByLabelText('Email *')).toHaveAccessibleDescription('Email is not a valid address.');
    expect(within(panel).getByLabelText('Contact *')).toHaveAccessibleDescription('Enter a phone number of 7 to 15 digits (a leading +, spaces, dots, dashes and brackets are fine).');
    expect(await allUsers()).toHaveLength(seed.length);
  });

  it('starts a new user as a Subscriber on the Basic plan, Pending, and a cleared choice is refused at the field', async () => {
    const { user } = await renderList();
    await user.click(screen.getByRole('button', { name: 'Add user' }));
    const panel = await screen.findByRole('dialog', { name: 'Add user' });
    expect(within(panel).getByLabelText('Role *')).toHaveValue('subscriber');
    expect(within(panel).getByLabelText('Plan *')).toHaveValue('basic');
    expect(within(panel).getByLabelText('Status *')).toHaveValue('pending');
    await user.selectOptions(within(panel).getByLabelText('Role *'), '');
    await user.click(within(panel).getByRole('button', { name: 'Add user' }));
    expect(within(panel).getByLabelText('Role *')).toHaveAccessibleDescription('Choose a role.');
  });

  it("shows the server's message at the field for an email in use, keeping the input", async () => {
    const { user } = await renderList();
    await user.click(screen.getByRole('button', { name: 'Add user' }));
    const panel = await screen.findByRole('dialog', { name: 'Add user' });
    await fillValidUser(user, panel, 'OHADDAD@cedarbroadcast.tv');
    await user.click(within(panel).getByRole('button', { name: 'Add user' }));

    const email = within(panel).getByLabelText('Email *');
    await waitFor(() => expect(email).toHaveAccessibleDescription('This email is already in use.'));
    expect(email).toHaveFocus();
    expect(email).toHaveValue('OHADDAD@cedarbroadcast.tv');
    expect(within(panel).getByLabelText('Full name *')).toHaveValue('Rina Sato');
    expect(await allUsers()).toHaveLength(seed.length);
  });

  it('adds a valid user, who is first in the list, and confirms it in a toast', async () => {
    const { user, router } = await renderList('/apps/user/list?role=admin&sortColumn=email');
    await user.click(screen.getByRole('button', { name: 'Add user' }));
    const panel = await screen.findByRole('dialog', { name: 'Add user' });
    await fillValidUser(user, panel);
    await user.click(within(panel).getByRole('button', { name: 'Add user' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add user' })).not.toBeInTheDocument());
    expect(await screen.findByText('Rina Sato added.')).toBeInTheDocument();
    await waitFor(() => expect(names()[0]).toBe('Rina Sato'));
    expect(router.state.location.search).toBe('');
    expect((await allUsers())[0]).toMatchObject({ id: seed.length + 1, fullName: 'Rina Sato', avatar: '' });
  });

  it('shows the new user from a later page too: the list goes back to page 1, where the server put them', async () => {
    const { user, router } = await renderList('/apps/user/list?page=3');
    await user.click(screen.getByRole('button', { name: 'Add user' }));
    const panel = await screen.findByRole('dialog', { name: 'Add user' });
    await fillValidUser(user, panel);
    await user.click(within(panel).getByRole('button', { name: 'Add user' }));

    expect(await screen.findByText('Rina Sato added.')).toBeInTheDocument();
    await waitFor(() => expect(names()[0]).toBe('Rina Sato'));
    expect(router.state.location.search).toBe('');
    expect(screen.getByText('Showing 1 to 10 of 25 users')).toBeInTheDocument();
  });

  it('Escape closes the panel without adding', async () => {
    const { user } = await renderList();
    await user.click(screen.getByRole('button', { name: 'Add user' }));
    await screen.findByRole('dialog', { name: 'Add user' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add user' })).not.toBeInTheDocument());
  });
});

describe('delete user', () => {
  const deleteRow = async (user: ReturnType<typeof renderRemote>['user'], name: string) => {
    await user.click(screen.getByRole('button', { name: `Delete ${name}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete user?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  };

  it('asks first; Cancel keeps the user', async () => {
    const { user } = await renderList();
    await user.click(screen.getByRole('button', { name: 'Delete Omar Haddad' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete user?' });
    expect(dialog).toHaveTextContent('Delete Omar Haddad (\u2068@ohaddad\u2069)?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(names()).toContain('Omar Haddad');
  });

  it('hides the row at once; Undo brings it back where it was, with nothing sent', async () => {
    const { user } = await renderList();
    await deleteRow(user, 'Omar Haddad');
    await waitFor(() => expect(names()).not.toContain('Omar Haddad'));
    expect(screen.getByText('Showing 1 to 9 of 23 users')).toBeInTheDocument();
    // The row's Delete button went with it: the focus is on the list, not the page's body.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'User list' })).toHaveFocus());

    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(names()).toEqual(seed.slice(0, 10).map((u) => u.fullName)));
    expect(await allUsers()).toEqual(seed);
  });

  it('sends the delete when the page is left before the toast times out', async () => {
    const { user, unmount } = await renderList();
    await deleteRow(user, 'Omar Haddad');
    await waitFor(() => expect(names()).not.toContain('Omar Haddad'));
    unmount();
    await waitFor(async () => expect((await allUsers()).map((u) => u.id)).not.toContain(2));
    expect(await allUsers()).toHaveLength(seed.length - 1);
  });

  it('says the page is being deleted, not that nothing matches, while its every row waits on Undo', async () => {
    const { user } = await renderList('/apps/user/list?page=3&perPage=10');
    const lastPage = seed.slice(20);
    for (const { fullName } of lastPage) {
      await deleteRow(user, fullName);
      await waitFor(() => expect(names()).not.toContain(fullName));
    }
    expect(screen.getByText('Everyone on this page is being deleted: Undo brings them back.')).toBeInTheDocument();
    expect(screen.queryByText('No users match the search and filters.')).not.toBeInTheDocument();
    expect(screen.getByText('No users on this page (20 in all)')).toBeInTheDocument();
  });

  it('offers no Delete or Add to someone who may only read users', async () => {
    renderRemote(usersModule, '/apps/user/list', { ...developmentUser, ability: [{ action: 'read', subject: 'User' }] });
    await waitFor(() => expect(names().length).toBe(10));
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add user' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
  });
});

