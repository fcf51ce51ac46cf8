import { screen, waitFor, within } from '@testing-library/react';
import { Response } from 'miragejs';
import { templateDemoDomain } from '@console/mirage';
import { mockServerPerTest } from '@console/testing';
import { renderCommunication, slow } from '../../test-kit';

const mockServer = mockServerPerTest(() => [templateDemoDomain()]);
jest.setTimeout(30_000);

// Seeded drafts: 13 "Programming slate for spring" to Amara Castellanos, 14 "Subtitle vendor shortlist" to Lucía Romero.
const panel = () => screen.getByRole('dialog', { name: 'Edit draft' });
const folders = () => screen.getByRole('navigation', { name: 'Folders' });
const field = (label: RegExp) => within(panel()).getByLabelText(label);
/** The rows of a folder once its list has settled. */
async function rowsOf(view: string) {
  const list = await screen.findByRole('list', { name: `Messages: ${view}` }, slow);
  await waitFor(() => expect(list).toHaveAttribute('aria-busy', 'false'), slow);
  return within(list).getAllByRole('listitem').map((row) => row.textContent);
}
const closed = () => waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit draft' })).not.toBeInTheDocument(), slow);

async function openDraft(recipient: RegExp) {
  const view = await renderCommunication('/apps/email?folder=draft');
  const list = await screen.findByRole('list', { name: 'Messages: Drafts' }, slow);
  await view.user.click(within(list).getByRole('button', { name: recipient }));
  await screen.findByRole('dialog', { name: 'Edit draft' }, slow);
  return view;
}

describe('a draft', () => {
  it('opens in the compose panel, filled; saved again, it is the same draft, changed', async () => {
    const { user, router } = await openDraft(/^Amara Castellanos/);
    expect(field(/^To/)).toHaveValue('amara.castellanos@studio.example');
    expect(field(/^Cc/)).toHaveValue('');
    expect(field(/^Subject/)).toHaveValue('Programming slate for spring');
    expect(field(/^Message/)).toHaveValue('Hi Amara,\n\nProposed slate: two documentaries, one live series and the cooking show.\n\nBest,\nRosa Delgado');
    expect(router.state.location.search).toBe('?folder=draft');

    await user.clear(field(/^Subject/));
    await user.type(field(/^Subject/), 'Spring slate, revised');
    await user.type(field(/^Cc/), 'mei.chen@studio.example');
    await user.click(within(panel()).getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Draft saved.', {}, slow)).toBeInTheDocument();
    await closed();
    await waitFor(async () => expect(await rowsOf('Drafts')).toEqual([expect.stringContaining('Spring slate, revised'), expect.stringContaining('Subtitle vendor shortlist')]), slow);
    expect(within(folders()).getByRole('button', { name: 'Drafts 2 drafts' })).toBeInTheDocument();

    await user.click(within(screen.getByRole('list', { name: 'Messages: Drafts' })).getByRole('button', { name: /^Amara Castellanos/ }));
    expect(await screen.findByRole('dialog', { name: 'Edit draft' }, slow)).toBeInTheDocument();
    expect(field(/^Subject/)).toHaveValue('Spring slate, revised');
    expect(field(/^Cc/)).toHaveValue('mei.chen@studio.example');
  });

  it('sent, leaves Drafts and is first in Sent', async () => {
    const { user } = await openDraft(/^Lucía Romero/);
    await user.type(field(/^Message/), '\nPrice sheets attached.');
    await user.click(within(panel()).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Your message was sent.', {}, slow)).toBeInTheDocument();
    await closed();
    await waitFor(async () => expect(await rowsOf('Drafts')).toEqual([expect.stringContaining('Programming slate for spring')]), slow);
    await waitFor(() => expect(within(folders()).getByRole('button', { name: 'Drafts 1 draft' })).toBeInTheDocument(), slow);
    await user.click(within(folders()).getByRole('button', { name: 'Sent' }));
    expect((await rowsOf('Sent'))[0]).toMatch(/Lucía Romero.*Subtitle vendor shortlist.*Price sheets attached\./);
  });

  it('asks before it is deleted; deleted, it is in the trash', async () => {
    const { user } = await openDraft(/^Amara Castellanos/);
    await user.click(within(panel()).getByRole('button', { name: 'Delete draft' }));
    const ask = await screen.findByRole('dialog', { name: 'Delete this draft?' });
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete this draft?' })).not.toBeInTheDocument(), slow);
    expect(panel()).toBeInTheDocument();
    await user.click(within(panel()).getByRole('button', { name: 'Delete draft' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete this draft?' })).getByRole('button', { name: 'Delete draft' }));
    expect(await screen.findByText('Draft moved to the trash.', {}, slow)).toBeInTheDocument();
    await closed();
    await waitFor(async () => expect(await rowsOf('Drafts')).toEqual([expect.stringContaining('Subtitle vendor shortlist')]), slow);
    await user.click(within(folders()).getByRole('button', { name: 'Trash' }));
    expect(await rowsOf('Trash')).toContainEqual(expect.stringContaining('Programming slate for spring'));
  });

  it('asks before changes made to it are thrown away, and closes untouched without asking', async () => {
    const { user } = await openDraft(/^Amara Castellanos/);
    await user.click(within(panel()).getByRole('button', { name: 'Close the draft' }));
    await closed();
    await user.click(within(screen.getByRole('list', { name: 'Messages: Drafts' })).getByRole('button', { name: /^Amara Castellanos/ }));
    await screen.findByRole('dialog', { name: 'Edit draft' }, slow);
    await user.type(field(/^Message/), ' And a quiz show.');
    await user.click(within(panel()).getByRole('button', { name: 'Cancel' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Discard unsaved changes?' })).getByRole('button', { name: 'Keep editing' }));
    expect(field(/^Message/)).toHaveDisplayValue(/And a quiz show\.$/);
    await user.click(within(panel()).getByRole('button', { name: 'Close the draft' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Discard unsaved changes?' })).getByRole('button', { name: 'Discard changes' }));
    await closed();
    expect(await rowsOf('Drafts')).not.toContainEqual(expect.stringContaining('quiz show'));
  });

  it('keeps the input when the save is refused, and still asks before it is thrown away', async () => {
    mockServer.server().post('/apps/email/save-draft', () => new Response(500, {}, { message: 'Down for maintenance.' }));
    const { user } = await openDraft(/^Amara Castellanos/);
    await user.type(field(/^Subject/), ' (v2)');
    await user.click(within(panel()).getByRole('button', { name: 'Save draft' }));
    expect(await within(panel()).findByRole('alert', {}, slow)).toHaveTextContent('The draft could not be saved.');
    expect(field(/^Subject/)).toHaveValue('Programming slate for spring (v2)');
    await user.click(within(panel()).getByRole('button', { name: 'Close the draft' }));
    expect(await screen.findByRole('dialog', { name: 'Discard unsaved changes?' })).toBeInTheDocument();
  });

  it('opens from the reader too (reached by a link or previous/next), with Edit the draft', async () => {
    const { user } = await renderCommunication('/apps/email?mail=13');
    await user.click(await screen.findByRole('button', { name: 'Edit the draft' }, slow));
    expect(await screen.findByRole('dialog', { name: 'Edit draft' }, slow)).toBeInTheDocument();
    expect(field(/^Subject/)).toHaveValue('Programming slate for spring');
  });

  it('sent from the reader, leaves the reader for the list it came from', async () => {
    const { user, router } = await renderCommunication('/apps/email?folder=draft&mail=13');
    await user.click(await screen.findByRole('button', { name: 'Edit the draft' }, slow));
    await user.click(within(await screen.findByRole('dialog', { name: 'Edit draft' }, slow)).getByRole('button', { name: 'Send' }));
    await closed();
    expect(router.state.location.search).toBe('?folder=draft');
    expect(await rowsOf('Drafts')).toHaveLength(1);
  });
});

describe('a new message saved as a draft', () => {
  it('needs no recipient yet, but one to be sent', async () => {
    const { user } = await renderCommunication('/apps/email');
    await user.click(await screen.findByRole('button', { name: 'Compose' }, slow));
    const compose = screen.getByRole('dialog', { name: 'New message' });
    await user.type(within(compose).getByLabelText(/^Subject/), 'Festival ideas');
    await user.click(within(compose).getByRole('button', { name: 'Send' }));
    expect(within(compose).getByLabelText(/^To/)).toHaveAccessibleDescription(expect.stringContaining('Enter at least one recipient.'));
    await user.click(within(compose).getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Draft saved.', {}, slow)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New message' })).not.toBeInTheDocument(), slow);
    await user.click(within(folders()).getByRole('button', { name: /^Drafts/ }));
    expect((await rowsOf('Drafts'))[0]).toMatch(/^No recipient yet.*Festival ideas/);
  });

  it('is checked at the field as a draft too: a bad address is refused, nothing is saved', async () => {
    const { user } = await renderCommunication('/apps/email');
    await user.click(await screen.findByRole('button', { name: 'Compose' }, slow));
    const compose = screen.getByRole('dialog', { name: 'New message' });
    const to = within(compose).getByLabelText(/^To/);
    await user.type(to, 'kwame at studio');
    await user.type(within(compose).getByLabelText(/^Subject/), 'Rates');
    await user.click(within(compose).getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(to).toHaveAccessibleDescription(expect.stringContaining('Enter valid email addresses.')), slow);
    expect(to).toHaveFocus();
    expect(screen.queryByText('Draft saved.')).not.toBeInTheDocument();
  });
});
