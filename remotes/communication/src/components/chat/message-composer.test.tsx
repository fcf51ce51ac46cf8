import { screen, waitFor, within } from '@testing-library/react';
import { Response } from 'miragejs';
import { templateDemoDomain } from '@console/mirage';
import { mockServerPerTest } from '@console/testing';
import { useChatDraftsStore } from '../../stores/chat-drafts-store';
import { renderCommunication, slow } from '../../test-kit';

const mockServer = mockServerPerTest(() => [templateDemoDomain()]);
beforeEach(() => useChatDraftsStore.setState({ drafts: {} }));
jest.setTimeout(30_000);

/** The chat of Amara Castellanos, where every message sent is refused after `timing` ms. */
async function refusingChat(timing: number) {
  mockServer.server().post('/apps/chat/send-msg', () => new Response(500, {}, { message: 'Down for maintenance.' }), { timing });
  const view = await renderCommunication('/apps/chat?contact=1');
  await screen.findByRole('log', { name: 'Conversation with Amara Castellanos' }, slow);
  return { ...view, box: screen.getByLabelText('Message to Amara Castellanos') };
}

describe('a refused message', () => {
  it('comes back to an empty box', async () => {
    const { user, box } = await refusingChat(0);
    await user.type(box, 'First message{Enter}');
    await waitFor(() => expect(box).toHaveValue('First message'), slow);
  });

  it('comes back ahead of what was typed while it was being sent, which is kept', async () => {
    const { user, box } = await refusingChat(1_500);
    await user.type(box, 'First message{Enter}');
    expect(within(screen.getByRole('log', { name: 'Conversation with Amara Castellanos' })).getByText('First message')).toBeInTheDocument();
    await user.type(box, 'Second thought');
    await waitFor(() => expect(box).toHaveValue('First message Second thought'), slow);
  });

  it('comes back to its chat when another chat was opened while it was being sent', async () => {
    const { user, box } = await refusingChat(1_500);
    await user.type(box, 'Sent, then away{Enter}');
    await user.click(within(screen.getByRole('list', { name: 'Chats' })).getByRole('button', { name: /Haruto Sato/ }));
    await screen.findByRole('log', { name: 'Conversation with Haruto Sato' }, slow);
    expect(await screen.findByText('The message could not be sent.', {}, slow)).toBeInTheDocument();
    expect(screen.getByLabelText('Message to Haruto Sato')).toHaveValue('');
    await user.click(within(screen.getByRole('list', { name: 'Chats' })).getByRole('button', { name: /Amara Castellanos/ }));
    await screen.findByRole('log', { name: 'Conversation with Amara Castellanos' }, slow);
    expect(screen.getByLabelText('Message to Amara Castellanos')).toHaveValue('Sent, then away');
  });
});

describe('the Send button', () => {
  it('leaves the focus in the emptied box, ready for the next message', async () => {
    const { user } = await renderCommunication('/apps/chat?contact=1');
    const conversation = await screen.findByRole('log', { name: 'Conversation with Amara Castellanos' }, slow);
    const box = screen.getByLabelText('Message to Amara Castellanos');
    await user.type(box, 'On my way.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(within(conversation).getByText('On my way.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(box).toHaveValue('');
    expect(box).toHaveFocus();
  });
});
