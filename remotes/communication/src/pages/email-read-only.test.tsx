import { screen, waitFor, within } from '@testing-library/react';
import { templateDemoDomain } from '@console/mirage';
import { mockServerPerTest } from '@console/testing';
import { readerOf, renderCommunication, slow } from '../test-kit';

mockServerPerTest(() => [templateDemoDomain()]);
afterEach(() => jest.restoreAllMocks());
jest.setTimeout(30_000);

const list = (view = 'Inbox') => screen.findByRole('list', { name: `Messages: ${view}` }, slow);
/** The calls that would change mail (the mock's guard wants create or update Email for each). */
const changeCalls = (calls: jest.SpyInstance) => calls.mock.calls.filter(([, init]) => (init as RequestInit | undefined)?.method === 'POST');

describe('a user who may only read mail', () => {
  it('is offered no action on the list: no Compose, no selection, no star button, no c shortcut', async () => {
    const { user } = await renderCommunication('/apps/email', readerOf('Email'));
    const inbox = await list();
    expect(screen.queryByRole('button', { name: 'Compose' })).not.toBeInTheDocument();
    expect(screen.queryByRole('toolbar', { name: 'Actions on the selected messages' })).not.toBeInTheDocument();
    expect(within(inbox).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(inbox).queryByRole('button', { name: /^Star: / })).not.toBeInTheDocument();
    // Which mails are starred is still said.
    expect(within(within(inbox).getAllByRole('listitem')[0]!).getByRole('img', { name: 'Starred' })).toBeInTheDocument();

    await user.keyboard('c');
    expect(screen.queryByRole('dialog', { name: 'New message' })).not.toBeInTheDocument();
    await user.keyboard('?');
    const help = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(help).not.toHaveTextContent('Write a new message');
    expect(help).not.toHaveTextContent('star or unstar');
  });

  it('gets no compose panel from a link to an address (?compose=), which leaves the URL', async () => {
    const { router } = await renderCommunication('/apps/email?compose=mei.chen%40studio.example&subject=Hello', readerOf('Email'));
    await list();
    await waitFor(() => expect(router.state.location.search).toBe(''), slow);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens an unread mail without marking it read, with no action on it (nor the s shortcut)', async () => {
    const calls = jest.spyOn(window, 'fetch');
    const { user } = await renderCommunication('/apps/email?mail=5', readerOf('Email'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Dinner on Friday?' }, slow)).toBeInTheDocument();
    for (const name of ['Star this message', 'Mark as unread', 'Move to', 'Label', 'Delete']) expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    await user.keyboard('s');
    await user.click(screen.getByRole('button', { name: 'Back to the list' }));
    const row = within(await list()).getByRole('link', { name: /Dinner on Friday\?/ });
    await waitFor(() => expect(row).toHaveTextContent('Unread'), slow);
    expect(changeCalls(calls)).toEqual([]);
  });

  it('reads a draft in the reader: no compose panel, no Edit the draft', async () => {
    const { user } = await renderCommunication('/apps/email?folder=draft', readerOf('Email'));
    await user.click(within(await list('Drafts')).getByRole('link', { name: /Programming slate for spring/ }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Programming slate for spring' }, slow)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit the draft' })).not.toBeInTheDocument();
  });

  it('still marks a mail read on opening for a user who may change mail', async () => {
    const calls = jest.spyOn(window, 'fetch');
    await renderCommunication('/apps/email?mail=5');
    expect(await screen.findByRole('heading', { level: 2, name: 'Dinner on Friday?' }, slow)).toBeInTheDocument();
    await waitFor(() => expect(changeCalls(calls).map(([url]) => String(url))).toEqual([expect.stringContaining('/apps/email/update-emails')]), slow);
  });
});
