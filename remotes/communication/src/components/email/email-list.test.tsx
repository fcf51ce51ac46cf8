import { screen, waitFor, within } from '@testing-library/react';
import { Response } from 'miragejs';
import { templateDemoDomain } from '@console/mirage';
import { mockServerPerTest } from '@console/testing';
import { renderCommunication, slow } from '../../test-kit';

const mock = mockServerPerTest(() => [templateDemoDomain()]);
jest.setTimeout(30_000);

const starred = () => screen.findByRole('list', { name: 'Messages: Starred' }, slow);
const folders = () => screen.getByRole('navigation', { name: 'Folders' });
const toolbar = () => screen.getByRole('toolbar', { name: 'Actions on the selected messages' });
const menuChoices = () => within(toolbar()).getAllByRole('button').filter((button) => button.classList.contains('dropdown-item')).map((button) => button.textContent);

describe('“Move to” in the starred view, where mails of several folders show', () => {
  it('offers only the folders that would move a selected mail, and says how many moved', async () => {
    const { user } = await renderCommunication('/apps/email?folder=starred');
    const select = async (subject: RegExp) => user.click(within(await starred()).getByRole('checkbox', { name: subject }));

    // Two inbox mails: Inbox is no choice.
    await select(/Partnership renewal/);
    await select(/Quiet Rooms/);
    await user.click(within(toolbar()).getByRole('button', { name: 'Move to' }));
    expect(menuChoices()).toEqual(['Spam', 'Trash']);
    await user.click(within(toolbar()).getByRole('button', { name: 'Spam' }));
    expect(await screen.findByText('2 messages moved to Spam.', {}, slow)).toBeInTheDocument();
    await waitFor(() => expect(within(folders()).getByRole('button', { name: 'Spam 4 unread' })).toBeInTheDocument(), slow);

    // One in spam now, one in the inbox: back to the inbox moves the one in spam only.
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Messages: Starred' })).getByRole('checkbox', { name: /New player designs/ })).not.toBeChecked(), slow);
    await select(/Quiet Rooms/);
    await select(/New player designs/);
    await user.click(within(toolbar()).getByRole('button', { name: 'Move to' }));
    expect(menuChoices()).toEqual(['Inbox', 'Spam', 'Trash']);
    await user.click(within(toolbar()).getByRole('button', { name: 'Inbox' }));
    expect(await screen.findByText('Message moved to Inbox.', {}, slow)).toBeInTheDocument();
    await waitFor(() => expect(within(folders()).getByRole('button', { name: 'Spam 3 unread' })).toBeInTheDocument(), slow);
  });
});

describe('the focus after an action on the selection', () => {
  const inbox = () => screen.findByRole('list', { name: 'Messages: Inbox' }, slow);
  const selectAll = () => screen.getByRole('checkbox', { name: 'Select all messages' });

  it('goes to Select all, as the button just pressed is disabled with the selection emptied', async () => {
    const { user } = await renderCommunication('/apps/email');
    await user.click(within(await inbox()).getByRole('checkbox', { name: /Aisha Bello/ }));
    await user.click(within(toolbar()).getByRole('button', { name: 'Mark as read' }));
    expect(selectAll()).toHaveFocus();
    // Emptied once the server has taken the change.
    await waitFor(() => expect(within(toolbar()).getByRole('button', { name: 'Mark as read' })).toBeDisabled(), slow);
    expect(selectAll()).toHaveFocus();
  });

  it('goes to Select all after a choice in a menu, whose toggle is disabled too', async () => {
    const { user } = await renderCommunication('/apps/email');
    await user.click(within(await inbox()).getByRole('checkbox', { name: /Jonas Weber/ }));
    await user.click(within(toolbar()).getByRole('button', { name: 'Move to' }));
    await user.click(within(toolbar()).getByRole('button', { name: 'Spam' }));
    expect(await screen.findByText('Message moved to Spam.', {}, slow)).toBeInTheDocument();
    expect(selectAll()).toHaveFocus();
  });

  it('goes to the list’s heading when the action left no mail', async () => {
    const { user } = await renderCommunication('/apps/email');
    await inbox();
    await user.click(selectAll());
    await user.click(within(toolbar()).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No messages here.', {}, slow)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Inbox' })).toHaveFocus());
  });
});

describe('an action on the selection that the server refuses', () => {
  const inbox = () => screen.findByRole('list', { name: 'Messages: Inbox' }, slow);
  const refuse = (path: string) => mock.server().post(path, () => new Response(500, {}, { message: 'Down for maintenance.' }));

  it.each([
    ['a move', '/apps/email/update-emails', ['Move to', 'Spam']],
    ['a label', '/apps/email/update-emails-label', ['Label', 'Important']],
    ['a delete', '/apps/email/update-emails', ['Delete']],
    ['a read mark', '/apps/email/update-emails', ['Mark as read']],
  ])('keeps the selection after %s is refused, to try again', async (_action, path, buttons) => {
    refuse(path);
    const { user, queryClient } = await renderCommunication('/apps/email');
    const list = await inbox();
    await user.click(within(list).getByRole('checkbox', { name: /Aisha Bello/ }));
    await user.click(within(list).getByRole('checkbox', { name: /Jonas Weber/ }));
    for (const name of buttons) await user.click(within(toolbar()).getByRole('button', { name }));
    expect(await screen.findByText('The change could not be saved.', {}, slow)).toBeInTheDocument();
    await waitFor(() => expect(queryClient.isMutating() + queryClient.isFetching()).toBe(0), slow);
    expect(within(toolbar()).getByText('2 selected')).toBeInTheDocument();
    expect(within(list).getByRole('checkbox', { name: /Aisha Bello/ })).toBeChecked();
    expect(within(list).getByRole('checkbox', { name: /Jonas Weber/ })).toBeChecked();
  });
});
