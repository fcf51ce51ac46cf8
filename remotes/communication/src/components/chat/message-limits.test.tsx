import { screen, waitFor, within } from '@testing-library/react';
import { templateDemoDomain } from '@console/mirage';
import { mockServerPerTest } from '@console/testing';
import { useChatDraftsStore } from '../../stores/chat-drafts-store';
import { renderCommunication, slow } from '../../test-kit';

mockServerPerTest(() => [templateDemoDomain()]);
beforeEach(() => useChatDraftsStore.setState({ drafts: {} }));
jest.setTimeout(30_000);

const conversation = async () => {
  const { user } = await renderCommunication('/apps/chat?contact=1');
  const log = await screen.findByRole('log', { name: 'Conversation with Amara Castellanos' }, slow);
  return { user, log, box: screen.getByLabelText('Message to Amara Castellanos') };
};
const sentTexts = async () => {
  const { chat } = (await (await fetch('/apps/chat/get-chat?id=1')).json()) as { chat: { chat: { message: string }[] } };
  return chat.chat.map((each) => each.message);
};

describe('a message too long for the chat', () => {
  it('is not sent: the box says so, keeps the text and the focus', async () => {
    const { user, log, box } = await conversation();
    const before = await sentTexts();
    const long = 'x'.repeat(10_000);
    await user.click(box);
    await user.paste(long);
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(box).toHaveAccessibleDescription('Use at most 1000 characters.');
    expect(box).toBeInvalid();
    expect(box).toHaveValue(long);
    expect(box).toHaveFocus();
    expect(within(log).queryByText(long)).not.toBeInTheDocument();
    expect(await sentTexts()).toEqual(before);
  });

  it('goes once cut to 1000 characters (spaces around it not counted), and the message leaves the box', async () => {
    const { user, log, box } = await conversation();
    const fits = 'y'.repeat(1_000);
    await user.click(box);
    await user.paste(`${fits}y`);
    await user.keyboard('{Enter}');
    expect(box).toHaveAccessibleDescription('Use at most 1000 characters.');
    // Cut back: no message while typing on, then Send sends it.
    await user.keyboard('{Backspace}  ');
    expect(box).not.toHaveAccessibleDescription();
    expect(box).toBeValid();
    await user.keyboard('{Enter}');
    expect(await within(log).findByText(fits)).toBeInTheDocument();
    expect(box).toHaveValue('');
    await waitFor(async () => expect((await sentTexts()).at(-1)).toBe(fits), slow);
  });
});

describe('send-msg', () => {
  it('refuses a message past 1000 characters in English at its field, and takes 1000', async () => {
    const post = (message: string) => fetch('/apps/chat/send-msg', { method: 'POST', body: JSON.stringify({ obj: { contact: 1, message } }) });
    const refused = await post('z'.repeat(1_001));
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ message: 'The message is not valid.', errors: { message: 'Use at most 1000 characters.' } });
    expect((await post(` ${'z'.repeat(1_000)} `)).status).toBe(201);
    const blank = await post('  ');
    expect(await blank.json()).toEqual({ message: 'The message is not valid.', errors: { message: 'A message is required.' } });
  });
});
