import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Response } from 'miragejs';
import { templateDemoDomain } from '@console/mirage';
import { mockServerPerTest } from '@console/testing';
import { renderCommunication, slow } from '../test-kit';

const mockServer = mockServerPerTest(() => [templateDemoDomain()]);
jest.setTimeout(30_000);

const folders = () => screen.getByRole('navigation', { name: 'Folders' });
const list = (view = 'Inbox') => screen.findByRole('list', { name: `Messages: ${view}` }, slow);
/** The rows' text once the list of `view` has settled (the last answer stays, busy, while the next loads). */
async function rows(view?: string) {
  const shown = await list(view);
  await waitFor(() => expect(shown).toHaveAttribute('aria-busy', 'false'), slow);
  return within(shown).getAllByRole('link').map((link) => link.textContent);
}
/** Rows showing these subjects, in this order. */
const showing = (...subjects: string[]) => subjects.map((subject) => expect.stringContaining(subject) as unknown);

describe('the mailbox', () => {
  it('lists the inbox newest first, with unread counters, and shows a folder or a label from the URL', async () => {
    const { user, router } = await renderCommunication('/apps/email');
    expect(await rows()).toHaveLength(9);
    expect(within(folders()).getByRole('button', { name: 'Inbox 4 unread' })).toHaveAttribute('aria-current', 'page');
    expect(within(folders()).getByRole('button', { name: 'Drafts 2 drafts' })).toBeInTheDocument();
    expect(within(folders()).getByRole('button', { name: 'Spam 2 unread' })).toBeInTheDocument();
    const first = within(await list()).getAllByRole('listitem')[0]!;
    expect(within(first).getByRole('button', { name: 'Star: Partnership renewal with Saltwater Cinema' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(first).getByText('Unread')).toBeInTheDocument();

    await user.click(within(folders()).getByRole('button', { name: 'Sent' }));
    expect(await rows('Sent')).toEqual(showing('Re: Upfront ad rates for 2027', 'Re: Dinner on Friday?', 'Tempo Live stage plan'));
    expect(router.state.location.search).toBe('?folder=sent');

    await user.click(within(screen.getByRole('navigation', { name: 'Labels' })).getByRole('button', { name: 'Personal' }));
    expect(await rows('Label: Personal')).toEqual(showing('Re: Dinner on Friday?', 'Dinner on Friday?'));
    expect(router.state.location.search).toBe('?label=personal');
  });

  it('keeps the whole sender and subject of a row in its title (the row cuts a long one short on screen)', async () => {
    await renderCommunication('/apps/email');
    const first = within(await list()).getAllByRole('listitem')[0]!;
    expect(within(first).getByTitle('Aisha Bello')).toHaveTextContent('Aisha Bello');
    expect(within(first).getByTitle('Partnership renewal with Saltwater Cinema')).toHaveTextContent('Partnership renewal with Saltwater Cinema');
    expect(within(first).getByRole('link')).toHaveAccessibleName(/Aisha Bello.*Partnership renewal with Saltwater Cinema/);
  });

  it('counts the unread starred mails too, and the counter follows a reading', async () => {
    const { user } = await renderCommunication('/apps/email');
    // Starred: 1, 10, 3 and 6, of which 1 and 3 are unread (emailsMeta has no starred field).
    expect(await within(folders()).findByRole('button', { name: 'Starred 2 unread' }, slow)).toBeInTheDocument();
    await user.click(within(await list()).getByRole('link', { name: /Partnership renewal/ }));
    await waitFor(() => expect(within(folders()).getByRole('button', { name: 'Starred 1 unread' })).toBeInTheDocument(), slow);
    await waitFor(() => expect(within(folders()).getByRole('button', { name: 'Inbox 3 unread' })).toBeInTheDocument(), slow);
  });

  it('narrows the list by the search, and says when nothing matches', async () => {
    const { user, router } = await renderCommunication('/apps/email');
    await list();
    await user.type(screen.getByRole('searchbox', { name: 'Search mail' }), 'dinner');
    await waitFor(async () => expect(await rows()).toEqual(showing('Dinner on Friday?')), slow);
    expect(router.state.location.search).toBe('?q=dinner');
    await user.type(screen.getByRole('searchbox', { name: 'Search mail' }), 'zeppelin{Enter}');
    expect(await screen.findByText('No messages match “\u2068dinnerzeppelin\u2069”.', {}, slow)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear the search' }));
    await waitFor(async () => expect(await rows()).toHaveLength(9), slow);
  });

  it('moves the selected mails to spam, and the counters follow', async () => {
    const { user } = await renderCommunication('/apps/email');
    const inbox = await list();
    await user.click(within(inbox).getByRole('checkbox', { name: /Jonas Weber: Dinner on Friday\?/ }));
    await user.click(within(inbox).getByRole('checkbox', { name: /Nadia Petrova: Music licence/ }));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Move to' }));
    await user.click(screen.getByRole('button', { name: 'Spam' }));
    expect(await screen.findByText('2 messages moved to Spam.', {}, slow)).toBeInTheDocument();
    await waitFor(() => expect(within(folders()).getByRole('button', { name: 'Inbox 2 unread' })).toBeInTheDocument(), slow);
    expect(within(folders()).getByRole('button', { name: 'Spam 4 unread' })).toBeInTheDocument();
    expect(await rows()).not.toContainEqual(expect.stringContaining('Dinner on Friday?'));
  });

  it('labels a mixed selection: adds the label where it is missing, removes it only when all have it', async () => {
    const { user } = await renderCommunication('/apps/email');
    const toolbar = () => screen.getByRole('toolbar', { name: 'Actions on the selected messages' });
    const labelAll = async (label: string) => {
      await user.click(within(await list()).getByRole('checkbox', { name: /Aisha Bello/ })); // company, important
      await user.click(within(await list()).getByRole('checkbox', { name: /Kwame Mensah/ })); // company
      await user.click(within(toolbar()).getByRole('button', { name: 'Label' }));
      await user.click(within(toolbar()).getByRole('button', { name: label }));
    };
    await labelAll('Important');
    expect(await screen.findByText('Label “Important” changed on the message.', {}, slow)).toBeInTheDocument();
    await user.click(within(screen.getByRole('navigation', { name: 'Labels' })).getByRole('button', { name: 'Important' }));
    expect(await rows('Label: Important')).toEqual(expect.arrayContaining(showing('Partnership renewal', 'Upfront ad rates for 2027')));

    await user.click(within(folders()).getByRole('button', { name: /^Inbox/ }));
    await labelAll('Important');
    expect(await screen.findByText('Label “Important” changed on 2 messages.', {}, slow)).toBeInTheDocument();
    await user.click(within(screen.getByRole('navigation', { name: 'Labels' })).getByRole('button', { name: 'Important' }));
    const left = await rows('Label: Important');
    expect(left).not.toContainEqual(expect.stringContaining('Partnership renewal'));
    expect(left).not.toContainEqual(expect.stringContaining('Upfront ad rates for 2027'));
  });

  it('marks the selection read, and deletes it to the trash', async () => {
    const { user } = await renderCommunication('/apps/email');
    await user.click(within(await list()).getByRole('checkbox', { name: /Aisha Bello/ }));
    await user.click(screen.getByRole('button', { name: 'Mark as read' }));
    await waitFor(() => expect(within(folders()).getByRole('button', { name: 'Inbox 3 unread' })).toBeInTheDocument(), slow);
    await user.click(screen.getByRole('checkbox', { name: 'Select all messages' }));
    expect(screen.getByText('9 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No messages here.', {}, slow)).toBeInTheDocument();
    await user.click(within(folders()).getByRole('button', { name: 'Trash' }));
    expect(await rows('Trash')).toHaveLength(12);
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });
});

describe('reading', () => {
  it('opens a mail, marks it read, pages to the next and previous, and goes back', async () => {
    const { user, router } = await renderCommunication('/apps/email');
    await user.click(within(await list()).getByRole('link', { name: /Quiet Rooms: final cut notes/ }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Quiet Rooms: final cut notes' }, slow)).toHaveFocus();
    expect(router.state.location.search).toBe('?mail=3');
    expect(screen.getByText('Episode four runs two minutes long. I marked three scenes we could trim.')).toBeInTheDocument();
    await waitFor(() => expect(within(folders()).getByRole('button', { name: 'Inbox 3 unread' })).toBeInTheDocument(), slow);

    await waitFor(() => expect(screen.getByRole('button', { name: 'Next message' })).toBeEnabled(), slow);
    await user.click(screen.getByRole('button', { name: 'Next message' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'CDN failover test on Saturday' }, slow)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Earlier in this conversation' })).toHaveTextContent('Thanks, I will warn the live team.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Previous message' })).toBeEnabled(), slow);
    await user.click(screen.getByRole('button', { name: 'Previous message' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Quiet Rooms: final cut notes' }, slow)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back to the list' }));
    expect(await screen.findByRole('link', { name: /Quiet Rooms: final cut notes/ }, slow)).toHaveFocus();
    expect(router.state.location.search).toBe('');
  });

  it('reads a mail marked unread again when it is opened again', async () => {
    const { user } = await renderCommunication('/apps/email');
    await user.click(within(await list()).getByRole('link', { name: /Quiet Rooms: final cut notes/ }));
    await waitFor(() => expect(within(folders()).getByRole('button', { name: 'Inbox 3 unread' })).toBeInTheDocument(), slow);
    await user.click(await screen.findByRole('button', { name: 'Mark as unread' }, slow));
    await waitFor(() => expect(within(folders()).getByRole('button', { name: 'Inbox 4 unread' })).toBeInTheDocument(), slow);
    await user.click(within(await list()).getByRole('link', { name: /Unread Quiet Rooms: final cut notes/ }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Quiet Rooms: final cut notes' }, slow)).toBeInTheDocument();
    await waitFor(() => expect(within(folders()).getByRole('button', { name: 'Inbox 3 unread' })).toBeInTheDocument(), slow);
  });

  it('keeps a mail reached by Next unread once it is marked unread', async () => {
    const { user } = await renderCommunication('/apps/email');
    await user.click(within(await list()).getByRole('link', { name: /Quiet Rooms: final cut notes/ }));
    await waitFor(() => expect(within(folders()).getByRole('button', { name: 'Inbox 3 unread' })).toBeInTheDocument(), slow);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next message' })).toBeEnabled(), slow);
    await user.click(screen.getByRole('button', { name: 'Next message' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'CDN failover test on Saturday' }, slow)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark as unread' }));
    expect(await within(await list()).findByRole('link', { name: /Unread CDN failover test on Saturday/ }, slow)).toBeInTheDocument();
    await waitFor(() => expect(within(folders()).getByRole('button', { name: 'Inbox 4 unread' })).toBeInTheDocument(), slow);
  });

  it('pages through the starred, label or search list it was opened from, disabled at its ends', async () => {
    const { user } = await renderCommunication('/apps/email?folder=starred');
    await user.click(within(await list('Starred')).getByRole('link', { name: /Re: Upfront ad rates for 2027/ }));
    const heading = (name: string) => screen.findByRole('heading', { level: 2, name }, slow);
    const button = (name: 'Previous message' | 'Next message') => screen.getByRole('button', { name });
    expect(await heading('Re: Upfront ad rates for 2027')).toBeInTheDocument();
    // In Sent (its folder) the next is "Re: Dinner on Friday?"; in Starred it is a mail of the inbox.
    await waitFor(() => expect(button('Next message')).toBeEnabled(), slow);
    await user.click(button('Next message'));
    expect(await heading('Quiet Rooms: final cut notes')).toBeInTheDocument();
    await user.click(button('Next message'));
    expect(await heading('New player designs for review')).toBeInTheDocument();
    expect(button('Next message')).toBeDisabled();
    await user.click(button('Previous message'));
    expect(await heading('Quiet Rooms: final cut notes')).toBeInTheDocument();
    await user.click(button('Previous message'));
    expect(await heading('Re: Upfront ad rates for 2027')).toBeInTheDocument();
    await user.click(button('Previous message'));
    expect(await heading('Partnership renewal with Saltwater Cinema')).toBeInTheDocument();
    expect(button('Previous message')).toBeDisabled();

    await user.click(within(screen.getByRole('navigation', { name: 'Labels' })).getByRole('button', { name: 'Personal' }));
    expect(await rows('Label: Personal')).toEqual(showing('Re: Dinner on Friday?', 'Dinner on Friday?'));
    await user.click(within(await list('Label: Personal')).getByRole('link', { name: /Re: Dinner on Friday\?/ }));
    expect(await heading('Re: Dinner on Friday?')).toBeInTheDocument();
    await waitFor(() => expect(button('Next message')).toBeEnabled(), slow);
    expect(button('Previous message')).toBeDisabled();
    await user.keyboard('j');
    expect(await heading('Dinner on Friday?')).toBeInTheDocument();
    expect(button('Next message')).toBeDisabled();
  });

  it('has no other mail to page to in a search that found one', async () => {
    await renderCommunication('/apps/email?q=dinner&mail=5');
    expect(await screen.findByRole('heading', { level: 2, name: 'Dinner on Friday?' }, slow)).toBeInTheDocument();
    // Marked read: the answers are in, paginate-email's would have been too (the inbox has mails either side).
    await waitFor(() => expect(within(folders()).getByRole('button', { name: 'Inbox 3 unread' })).toBeInTheDocument(), slow);
    expect(screen.getByRole('button', { name: 'Previous message' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next message' })).toBeDisabled();
  });

  it('has no previous mail before the newest one', async () => {
    await renderCommunication('/apps/email?mail=1');
    expect(await screen.findByRole('heading', { level: 2, name: 'Partnership renewal with Saltwater Cinema' }, slow)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next message' })).toBeEnabled(), slow);
    expect(screen.getByRole('button', { name: 'Previous message' })).toBeDisabled();
  });

  it('reads the inbox by keyboard alone: j, o, j, u, and ? lists the shortcuts', async () => {
    const { user } = await renderCommunication('/apps/email');
    await list();
    await user.keyboard('j');
    expect(screen.getByRole('link', { name: /Partnership renewal/ })).toHaveFocus();
    await user.keyboard('j');
    expect(screen.getByRole('link', { name: /Upfront ad rates/ })).toHaveFocus();
    await user.keyboard('o');
    expect(await screen.findByRole('heading', { level: 2, name: 'Upfront ad rates for 2027' }, slow)).toHaveFocus();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next message' })).toBeEnabled(), slow);
    await user.keyboard('j');
    expect(await screen.findByRole('heading', { level: 2, name: 'Quiet Rooms: final cut notes' }, slow)).toHaveFocus();
    await user.keyboard('u');
    expect(await screen.findByRole('link', { name: /Quiet Rooms/ }, slow)).toHaveFocus();
    await user.keyboard('?');
    const help = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(within(help).getByRole('row', { name: 'j Next message' })).toBeInTheDocument();
    expect(within(help).getByRole('row', { name: 's While reading a message: star or unstar it' })).toBeInTheDocument();
    expect(within(help).getByRole('row', { name: 'u / Esc Back to the list' })).toBeInTheDocument();
  });

  it('takes the shortcuts by the key pressed on an Arabic layout, where j types ت', async () => {
    await renderCommunication('/apps/email');
    await list();
    // What these keys type on the Arabic (101) layout: event.key is no Latin letter, event.code is the key.
    const arabic = userEvent.setup({ keyboardMap: [{ code: 'KeyJ', key: 'ت' }, { code: 'KeyO', key: 'خ' }, { code: 'KeyU', key: 'ع' }] });
    await arabic.keyboard('[KeyJ]');
    expect(screen.getByRole('link', { name: /Partnership renewal/ })).toHaveFocus();
    await arabic.keyboard('[KeyO]');
    expect(await screen.findByRole('heading', { level: 2, name: 'Partnership renewal with Saltwater Cinema' }, slow)).toHaveFocus();
    await arabic.keyboard('[KeyU]');
    expect(await screen.findByRole('link', { name: /Partnership renewal/ }, slow)).toHaveFocus();
  });

  it('says so when a mail does not exist, with the way back', async () => {
    const { user, router } = await renderCommunication('/apps/email?mail=99');
    expect(await screen.findByText('This message does not exist.', {}, slow)).toBeInTheDocument();
    await user.click(within(screen.getByRole('status')).getByRole('button', { name: 'Back to the list' }));
    expect(router.state.location.search).toBe('');
    expect(await list()).toBeInTheDocument();
  });

  it('says so when a mail cannot be loaded, with Retry', async () => {
    const { server } = mockServer;
    server().get('/apps/email/get-email', () => new Response(500, {}, { message: 'Down for maintenance.' }));
    await renderCommunication('/apps/email?mail=3');
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent('The message could not be loaded.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('brings back the folders’ counters with the mail when Retry follows a failure of both', async () => {
    const { server } = mockServer;
    const down = () => new Response(500, {}, { message: 'Down for maintenance.' });
    server().get('/apps/email/get-email', down);
    server().get('/apps/email/emails', down);
    const { user } = await renderCommunication('/apps/email?mail=2');
    const alert = await screen.findByRole('alert', {}, slow);
    expect(alert).toHaveTextContent('The message could not be loaded.');
    expect(within(folders()).getByRole('button', { name: 'Inbox' })).toBeInTheDocument();

    // Mail 2 is read already: opening it changes nothing, so nothing else asks the server again.
    mockServer.restart(); // the server answers again
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Upfront ad rates for 2027', level: 2 }, slow)).toBeInTheDocument();
    expect(await within(folders()).findByRole('button', { name: /^Inbox \d+ unread$/ }, slow)).toBeInTheDocument();
  });
});
