/**
 * @jest-environment ./shared/testing/src/time-zone-environment.ts
 * @jest-environment-options {"timeZone": "Europe/Paris"}
 */
import { screen, within } from '@testing-library/react';
import { templateDemoDomain } from '@console/mirage';
import { mockServerPerTest, switchTestLanguage } from '@console/testing';
import fr from '../../i18n/fr';
import { useChatDraftsStore } from '../../stores/chat-drafts-store';
import { renderCommunication, slow } from '../../test-kit';

mockServerPerTest(() => [templateDemoDomain()]);
beforeEach(() => useChatDraftsStore.setState({ drafts: {} }));
afterEach(async () => {
  jest.useRealTimers();
  await switchTestLanguage('en');
});
jest.setTimeout(20_000);

// Only the clock is faked: the page's timers stay real. The seeded chats end on 1 November 2026.
const onlyDate = ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'clearImmediate', 'nextTick', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback', 'performance', 'hrtime'] as const;
const at = (iso: string) => jest.useFakeTimers({ doNotFake: [...onlyDate], now: new Date(iso) });

describe('the days of a conversation', () => {
  it('heads older messages with their day, and a message sent now with Today', async () => {
    at('2026-11-02T10:00:00Z');
    const { user } = await renderCommunication('/apps/chat?contact=5');
    const log = await screen.findByRole('log', { name: 'Conversation with Mei Chen' }, slow);
    // Sent at 08:00 and 09:00 UTC on 31 October: 09:00 and 10:00 in Paris.
    const saturday = within(log).getByRole('list', { name: 'Saturday, October 31' });
    const [first, second] = within(saturday).getAllByRole('listitem');
    expect(first).toHaveTextContent(/New player designs are up\.\s*09:00 AM$/);
    expect(second).toHaveTextContent(/Small note on the captions button\.\s*10:00 AM$/);

    await user.type(screen.getByLabelText('Message to Mei Chen'), 'Captions button fixed.{Enter}');
    expect(within(await within(log).findByRole('list', { name: 'Today' }, slow)).getByText('Captions button fixed.')).toBeInTheDocument();
    expect(within(log).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Saturday, October 31', 'Today']);
  });

  it('says Yesterday in the page’s language', async () => {
    at('2026-11-02T10:00:00Z');
    await switchTestLanguage('fr');
    await renderCommunication('/apps/chat?contact=1');
    const log = await screen.findByRole('log', { name: fr.chat.conversation.log.replace('{{name}}', 'Amara Castellanos') }, slow);
    expect(within(log).getByRole('list', { name: fr.chat.conversation.yesterday })).toHaveTextContent('Can you pin it on the home rail?');
  });

  it('names the year of a day in another year', async () => {
    at('2027-01-05T10:00:00Z');
    await renderCommunication('/apps/chat?contact=1');
    const log = await screen.findByRole('log', { name: 'Conversation with Amara Castellanos' }, slow);
    expect(within(log).getByRole('list', { name: 'Sunday, November 1, 2026' })).toHaveTextContent('Did the documentary trailer go live?');
  });
});
