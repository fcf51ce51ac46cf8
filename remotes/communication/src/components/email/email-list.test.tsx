import { screen, waitFor, within } from '@testing-library/react';
import { templateDemoDomain } from '@console/mirage';
import { mockServerPerTest } from '@console/testing';
import { renderCommunication, slow } from '../../test-kit';

mockServerPerTest(() => [templateDemoDomain()]);
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
    expect(within(toolbar()).getByRole('button', { name: 'Mark as read' })).toBeDisabled();
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
