import { screen, waitFor, within } from '@testing-library/react';
import { templateDemoDomain } from '@console/mirage';
import { mockServerPerTest } from '@console/testing';
import { useChatDraftsStore } from '../stores/chat-drafts-store';
import { renderCommunication, slow } from '../test-kit';

const mockServer = mockServerPerTest(() => [templateDemoDomain()]);
beforeEach(() => useChatDraftsStore.setState({ drafts: {} }));
jest.setTimeout(30_000);

const chats = () => screen.findByRole('list', { name: 'Chats' }, slow);
const contacts = () => screen.getByRole('list', { name: 'Contacts' });
const log = (name: string) => screen.findByRole('log', { name: `Conversation with ${name}` }, slow);

describe('the chat sidebar', () => {
  it('lists the chats newest first and the other contacts, each status named, unread counts said', async () => {
    await renderCommunication('/apps/chat');
    const list = within(await chats()).getAllByRole('button');
    expect(list.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Amara Castellanos'),
      expect.stringContaining('Grace Whitfield'),
      expect.stringContaining('Haruto Sato'),
      expect.stringContaining('Mei Chen'),
      expect.stringContaining('Hannah Novak'),
    ]);
    expect(within(list[0]!).getByRole('img', { name: 'Online' })).toBeInTheDocument();
    expect(list[0]).toHaveAccessibleName(/2 unread messages$/);
    expect(within(list[2]!).getByRole('img', { name: 'Busy' })).toBeInTheDocument();
    expect(within(contacts()).getAllByRole('button').map((item) => item.textContent)).toEqual([
      expect.stringContaining('Kwame Mensah'),
      expect.stringContaining('Felix Brandt'),
      expect.stringContaining('Nadia Petrova'),
      expect.stringContaining('Ravi Iyer'),
      expect.stringContaining('Lucía Romero'),
    ]);
    expect(within(contacts()).getByRole('button', { name: /Kwame Mensah/ })).toContainElement(screen.getAllByRole('img', { name: 'Offline' })[0]!);
    expect(screen.getByText('Choose a contact to start chatting.')).toBeInTheDocument();
  });

  it('searches the contacts by name', async () => {
    const { user, router } = await renderCommunication('/apps/chat');
    await chats();
    await user.type(screen.getByRole('searchbox', { name: 'Search contacts' }), 'ra');
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Chats' })).getAllByRole('button')).toHaveLength(2), slow);
    expect(within(screen.getByRole('list', { name: 'Chats' })).getByRole('button', { name: /Grace Whitfield/ })).toBeInTheDocument();
    expect(within(contacts()).getAllByRole('button').map((item) => item.textContent)).toEqual([expect.stringContaining('Felix Brandt'), expect.stringContaining('Ravi Iyer')]);
    expect(router.state.location.search).toBe('?q=ra');
    await user.type(screen.getByRole('searchbox', { name: 'Search contacts' }), 'zzz{Enter}');
    expect(await screen.findByText('No contacts match “\u2068razzz\u2069”.')).toBeInTheDocument();
  });
});

describe('a conversation', () => {
  it('opens a chat, clears its badge, sends a message that shows at once and is still there on reopening', async () => {
    const { user, router } = await renderCommunication('/apps/chat');
    await user.click(within(await chats()).getByRole('button', { name: /Amara Castellanos/ }));
    expect(router.state.location.search).toBe('?contact=1');
    const conversation = await log('Amara Castellanos');
    expect(conversation).toHaveTextContent('Can you pin it on the home rail?');
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Chats' })).getByRole('button', { name: /Amara Castellanos/ })).not.toHaveAccessibleName(/unread/), slow);

    await user.type(screen.getByLabelText('Message to Amara Castellanos'), 'Pinned it just now.{Enter}');
    expect(within(conversation).getByText('Pinned it just now.')).toBeInTheDocument();
    expect(screen.getByLabelText('Message to Amara Castellanos')).toHaveValue('');

    await user.click(within(screen.getByRole('list', { name: 'Chats' })).getByRole('button', { name: /Grace Whitfield/ }));
    await log('Grace Whitfield');
    await user.click(within(screen.getByRole('list', { name: 'Chats' })).getByRole('button', { name: /Amara Castellanos/ }));
    expect(within(await log('Amara Castellanos')).getByText('Pinned it just now.')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Chats' })).getAllByRole('button')[0]).toHaveTextContent('You: Pinned it just now.');
  });

  it('starts a conversation with a contact who has none yet', async () => {
    const { user } = await renderCommunication('/apps/chat?contact=4');
    expect(await log('Kwame Mensah')).toHaveTextContent('No messages yet. Say hello to Kwame Mensah!');
    await user.type(screen.getByLabelText('Message to Kwame Mensah'), 'Are the upfront slides ready?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(within(await log('Kwame Mensah')).getByText('Are the upfront slides ready?')).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Chats' })).getAllByRole('button')[0]).toHaveTextContent('Kwame Mensah'), slow);
  });

  it('keeps what was typed to each contact when switching chats', async () => {
    const { user } = await renderCommunication('/apps/chat?contact=1');
    await log('Amara Castellanos');
    await user.type(screen.getByLabelText('Message to Amara Castellanos'), 'Half a sentence');
    await user.click(within(await chats()).getByRole('button', { name: /Haruto Sato/ }));
    await log('Haruto Sato');
    expect(screen.getByLabelText('Message to Haruto Sato')).toHaveValue('');
    await user.click(within(await chats()).getByRole('button', { name: /Amara Castellanos/ }));
    await log('Amara Castellanos');
    expect(screen.getByLabelText('Message to Amara Castellanos')).toHaveValue('Half a sentence');
  });

  it('says when the contact does not exist, with the way back', async () => {
    const { user, router } = await renderCommunication('/apps/chat?contact=99');
  expect(await screen.findByText('This contact does not exist.', {}, slow)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Back to the chats' }));
  expect(router.state.location.search).toBe('');
  });
});

it('changes the profile status, and the dot says the new one', async () => {
  const { user } = await renderCommunication('/apps/chat');
  const profile = await screen.findByRole('button', { name: 'Online My profile and status' }, slow);
  expect(within(profile).getByRole('img', { name: 'Online' })).toBeInTheDocument();
  await user.click(profile);
  const panel = await screen.findByRole('dialog', { name: 'My profile' });
  expect(within(panel).getByText('Keeping the channels on air.')).toBeInTheDocument();
  await user.click(within(panel).getByRole('radio', { name: 'Busy' }));
  expect(within(panel).getByRole('radio', { name: 'Busy' })).toBeChecked();
  await user.click(within(panel).getByRole('button', { name: 'Close my profile' }));
  await waitFor(() => expect(within(profile).getByRole('img', { name: 'Busy' })).toBeInTheDocument(), slow);
});

it('shows the user from profile-user on the avatar and in the panel, and keeps it current', async () => {
  // Answers unlike chats-and-contacts' copy, so what shows can only come from profile-user.
  const me = {
    id: 11, fullName: 'Rosa Delgado', role: 'Content Operations Lead', about: 'Answered by profile-user.', avatar: '', status: 'away',
    settings: { isTwoStepAuthVerificationEnabled: true, isNotificationsOn: false },
  };
  const server = mockServer.server();
  server.get('/apps/chat/users/profile-user', () => me);
  server.post('/apps/chat/users/profile-user', (_schema, request) => Object.assign(me, JSON.parse(request.requestBody) as object));
  const { user } = await renderCommunication('/apps/chat');
  const profile = await screen.findByRole('button', { name: 'Away My profile and status' }, slow);
  await user.click(profile);
  const panel = await screen.findByRole('dialog', { name: 'My profile' });
  expect(within(panel).getByText('Answered by profile-user.')).toBeInTheDocument();
  expect(within(panel).getByRole('radio', { name: 'Away' })).toBeChecked();
  await user.click(within(panel).getByRole('radio', { name: 'Offline' }));
  expect(within(panel).getByRole('radio', { name: 'Offline' })).toBeChecked();
  expect(within(profile).getByRole('img', { name: 'Offline' })).toBeInTheDocument();
  await waitFor(() => expect(me.status).toBe('offline'), slow);
  expect(within(panel).getByRole('radio', { name: 'Offline' })).toBeChecked();
});
