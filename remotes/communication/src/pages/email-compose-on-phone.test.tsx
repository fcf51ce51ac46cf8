import { screen, waitFor, within } from '@testing-library/react';
import { templateDemoDomain } from '@console/mirage';
import { mockServerPerTest } from '@console/testing';
import { renderCommunication, slow } from '../test-kit';

mockServerPerTest(() => [templateDemoDomain()]);
jest.setTimeout(30_000);

/**
 * A phone-width screen (jsdom has no layout: matchMedia answers the width queries as a phone does):
 * the mailboxes are then a side panel opened from a button, not the column beside the list.
 */
function onPhone() {
  const phone = (query: string) => ({ matches: query.includes('max-width'), media: query, onchange: null, addEventListener: () => undefined, removeEventListener: () => undefined, addListener: () => undefined, removeListener: () => undefined, dispatchEvent: () => false });
  return jest.spyOn(window, 'matchMedia').mockImplementation(phone);
}

afterEach(() => jest.restoreAllMocks());

describe('compose on a phone', () => {
  it('opened from the mailboxes panel, the focus stays in To and nothing is said wrong before anything is typed', async () => {
    onPhone();
    const { user } = await renderCommunication('/apps/email');
    await user.click(await screen.findByRole('button', { name: 'Mailboxes' }, slow));
    await user.click(within(await screen.findByRole('dialog', { name: 'Mailboxes' })).getByRole('button', { name: 'Compose' }));
    const to = within(await screen.findByRole('dialog', { name: 'New message' })).getByLabelText(/^To/);
    await waitFor(() => expect(to).toHaveFocus(), slow);
    // The mailboxes panel slides out as the new message comes in: once it is gone the focus is still in To.
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Mailboxes' })).not.toBeInTheDocument(), slow);
    await new Promise((settled) => setTimeout(settled, 100));
    expect(to).toHaveFocus();
    expect(to).not.toHaveAccessibleDescription(/Enter at least one recipient/);
    expect(to).toBeValid();
  });

  it('closed untouched, the focus goes back to the Mailboxes button that the Compose button was reached from', async () => {
    onPhone();
    const { user } = await renderCommunication('/apps/email');
    const mailboxes = await screen.findByRole('button', { name: 'Mailboxes' }, slow);
    await user.click(mailboxes);
    await user.click(within(await screen.findByRole('dialog', { name: 'Mailboxes' })).getByRole('button', { name: 'Compose' }));
    const panel = await screen.findByRole('dialog', { name: 'New message' });
    await waitFor(() => expect(within(panel).getByLabelText(/^To/)).toHaveFocus(), slow);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Mailboxes' })).not.toBeInTheDocument(), slow);
    await user.click(within(panel).getByRole('button', { name: 'Close the new message' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New message' })).not.toBeInTheDocument(), slow);
    await waitFor(() => expect(mailboxes).toHaveFocus(), slow);
  });
});
