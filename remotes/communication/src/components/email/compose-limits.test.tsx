import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { templateDemoDomain } from '@console/mirage';
import { mockServerPerTest, switchTestLanguage } from '@console/testing';
import { uiFr } from '@console/ui/i18n/fr';
import { messagesFr } from '@console/ui/i18n/messages-fr';
import fr from '../../i18n/fr';
import { renderCommunication, slow } from '../../test-kit';

mockServerPerTest(() => [templateDemoDomain()]);
afterEach(() => switchTestLanguage('en'));
jest.setTimeout(30_000);

/** Pastes `text` into `field` (typing thousands of keys would take minutes). */
async function paste(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

describe('compose, given far too much', () => {
  it('says at Subject that 10,000 characters are too many, keeps them, and sends nothing', async () => {
    const { user } = await renderCommunication('/apps/email');
    await user.click(await screen.findByRole('button', { name: 'Compose' }, slow));
    const panel = screen.getByRole('dialog', { name: 'New message' });
    await user.type(within(panel).getByLabelText(/^To/), 'kwame.mensah@studio.example');
    const subject = within(panel).getByLabelText(/^Subject/);
    const long = 'Rates '.repeat(2_000).trim();
    await paste(user, subject, long);
    await user.click(within(panel).getByRole('button', { name: 'Send' }));

    expect(subject).toHaveAccessibleDescription('Use at most 100 characters.');
    expect(subject).toBeInvalid();
    expect(subject).toHaveFocus();
    expect(subject).toHaveValue(long);
    expect(screen.getByRole('dialog', { name: 'New message' })).toBeInTheDocument();
    expect(screen.queryByText('Your message was sent.')).not.toBeInTheDocument();
  });

  it('says at Message that more than 5,000 characters are too many, and at Save draft too', async () => {
    const { user } = await renderCommunication('/apps/email');
    await user.click(await screen.findByRole('button', { name: 'Compose' }, slow));
    const panel = screen.getByRole('dialog', { name: 'New message' });
    await user.type(within(panel).getByLabelText(/^Subject/), 'Rates');
    const message = within(panel).getByLabelText(/^Message/);
    await paste(user, message, 'x'.repeat(5_001));
    await user.click(within(panel).getByRole('button', { name: 'Save draft' }));

    expect(message).toHaveAccessibleDescription('Use at most 5000 characters.');
    expect(message).toHaveValue('x'.repeat(5_001));
    expect(screen.queryByText('Draft saved.')).not.toBeInTheDocument();
  });

  it('says it in the page’s language', async () => {
    await switchTestLanguage('fr', { ui: uiFr, messages: messagesFr });
    const { user } = await renderCommunication('/apps/email');
    await user.click(await screen.findByRole('button', { name: fr.email.sidebar.compose }, slow));
    const panel = screen.getByRole('dialog', { name: fr.email.compose.title });
    await user.type(within(panel).getByLabelText(new RegExp(`^${fr.email.compose.to}`)), 'kwame.mensah@studio.example');
    const subject = within(panel).getByLabelText(new RegExp(`^${fr.email.compose.subject}`));
    await paste(user, subject, 's'.repeat(101));
    await user.click(within(panel).getByRole('button', { name: fr.email.compose.send }));
    expect(subject).toHaveAccessibleDescription(messagesFr['common.errors.lineTooLong']);
    expect(subject).toHaveAccessibleDescription('Utilisez au plus 100 caractères.');
  });
});
