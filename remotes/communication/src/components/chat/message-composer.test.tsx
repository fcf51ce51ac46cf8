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
});
