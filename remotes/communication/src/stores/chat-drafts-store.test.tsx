import { act, screen, waitFor } from '@testing-library/react';
import { Response } from 'miragejs';
import { developmentUser, useSessionStore } from '@console/auth';
import { templateDemoDomain } from '@console/mirage';
import { mockServerPerTest } from '@console/testing';
import { listUnsentWork } from '@console/ui';
import { renderCommunication, slow } from '../test-kit';
import { useChatDraftsStore } from './chat-drafts-store';

const mockServer = mockServerPerTest(() => [templateDemoDomain()]);
beforeEach(() => useChatDraftsStore.setState({ drafts: {} }));
jest.setTimeout(30_000);

const otherUser = { ...developmentUser, id: 2, fullName: 'Second Admin', email: 'second@demo.com' };

/** The chat with Amara Castellanos, signed in as the development user, and its message box. */
async function amarasChat() {
  const view = await renderCommunication('/apps/chat?contact=1');
  await screen.findByRole('log', { name: 'Conversation with Amara Castellanos' }, slow);
  return { ...view, box: () => screen.getByLabelText('Message to Amara Castellanos') };
}

describe('unsent chat text', () => {
  it('is forgotten when another user signs in in this tab', async () => {
    const { user, box } = await amarasChat();
    await user.type(box(), 'Only for my eyes');
    act(() => useSessionStore.getState().setUser(otherUser));
    await waitFor(() => expect(box()).toHaveValue(''));
  });

  it('is forgotten on signing out', async () => {
    const { user, box } = await amarasChat();
    await user.type(box(), 'Only for my eyes');
    act(() => useSessionStore.getState().signOut());
    act(() => useSessionStore.getState().setUser(developmentUser));
    await waitFor(() => expect(box()).toHaveValue(''));
  });

  it('stays when the same user’s details are renewed', async () => {
    const { user, box } = await amarasChat();
    await user.type(box(), 'Still mine');
    act(() => useSessionStore.getState().setUser({ ...developmentUser, fullName: 'Dev Admin Renamed' }));
    expect(box()).toHaveValue('Still mine');
  });

  it('is not brought back to the next user by a message refused after the switch', async () => {
    mockServer.server().post('/apps/chat/send-msg', () => new Response(500, {}, { message: 'Down for maintenance.' }), { timing: 1_000 });
    const { user, box } = await amarasChat();
    await user.type(box(), 'Sent by the first user{Enter}');
    act(() => useSessionStore.getState().setUser(otherUser));
    expect(await screen.findByText('The message could not be sent.', {}, slow)).toBeInTheDocument();
    expect(box()).toHaveValue('');
  });
});

describe('closing or reloading the tab', () => {
  const closing = () => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  };

  it('is asked about while a message is typed and unsent, and not once it is gone', async () => {
    const { user, box } = await amarasChat();
    expect(closing()).toBe(false);
    await user.type(box(), 'Half a thought');
    expect(closing()).toBe(true);
    await user.clear(box());
    expect(closing()).toBe(false);
  });
});

describe('Log out', () => {
  it('is told, in the user’s words, while a message is typed and unsent, and not once it is sent', async () => {
    const { user, box } = await amarasChat();
    expect(listUnsentWork()).toEqual([]);
    await user.type(box(), 'Half a thought');
    expect(listUnsentWork()).toEqual(['The chat messages you typed and have not sent will be lost.']);
    await user.type(box(), '{Enter}');
    await waitFor(() => expect(box()).toHaveValue(''));
    expect(listUnsentWork()).toEqual([]);
  });
});
