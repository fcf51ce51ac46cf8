import { screen, within } from '@testing-library/react';
import { templateDemoDomain } from '@console/mirage';
import { mockServerPerTest } from '@console/testing';
import { readerOf, renderCommunication, slow } from '../test-kit';

mockServerPerTest(() => [templateDemoDomain()]);
jest.setTimeout(20_000);

describe('a user who may only read chats', () => {
  it('reads a conversation with no message box (send-msg would be refused)', async () => {
    await renderCommunication('/apps/chat?contact=1', readerOf('Chat'));
    expect(await screen.findByRole('log', { name: 'Conversation with Amara Castellanos' }, slow)).toHaveTextContent('Can you pin it on the home rail?');
    expect(screen.queryByLabelText('Message to Amara Castellanos')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
  });

  it('is told their status, with no choice of another', async () => {
    const { user } = await renderCommunication('/apps/chat', readerOf('Chat'));
    await user.click(await screen.findByRole('button', { name: 'Online My profile and status' }, slow));
    const panel = await screen.findByRole('dialog', { name: 'My profile' });
    expect(within(panel).queryByRole('radio')).not.toBeInTheDocument();
    expect(within(panel).getByRole('heading', { name: 'Status' })).toBeInTheDocument();
    expect(within(panel).getByText('Online', { selector: 'p' })).toBeInTheDocument();
  });
});
