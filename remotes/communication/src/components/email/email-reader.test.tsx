import { screen, waitFor, within } from '@testing-library/react';
import { templateDemoDomain } from '@console/mirage';
import { mockServerPerTest } from '@console/testing';
import { renderCommunication, slow } from '../../test-kit';

mockServerPerTest(() => [templateDemoDomain()]);
jest.setTimeout(30_000);

const heading = () => screen.findByRole('heading', { level: 2, name: 'Quiet Rooms: final cut notes' }, slow);

describe('Escape in the reader', () => {
  it.each(['Move to', 'Label'])('closes the open “%s” menu only, and the mail stays open', async (menu) => {
    const { user, router } = await renderCommunication('/apps/email?mail=3');
    await heading();
    const toggle = screen.getByRole('button', { name: menu });
    await user.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'true'));
    expect(toggle).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'));
    expect(router.state.location.search).toBe('?mail=3');
    expect(await heading()).toBeInTheDocument();

    // The menu closed, Escape is the shortcut back to the list again.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(router.state.location.search).toBe(''), slow);
  });
});

describe('the focus after the open mail leaves the list', () => {
  const inbox = () => screen.findByRole('list', { name: 'Messages: Inbox' }, slow);
  /** Waits for the list to refresh without `gone`, then gives the row link of `neighbour`. */
  async function onceGone(gone: RegExp, neighbour: RegExp) {
    const list = await inbox();
    await waitFor(() => expect(within(list).queryByRole('link', { name: gone })).not.toBeInTheDocument(), slow);
    await waitFor(() => expect(list).toHaveAttribute('aria-busy', 'false'), slow);
    return within(list).getByRole('link', { name: neighbour });
  }

  it('goes to the mail below a deleted one', async () => {
    const { user } = await renderCommunication('/apps/email');
    await user.click(within(await inbox()).getByRole('link', { name: /Quiet Rooms: final cut notes/ }));
    await heading();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await onceGone(/Quiet Rooms/, /CDN failover test on Saturday/)).toHaveFocus();
  });

  it('goes to the mail above one moved from the end of the list', async () => {
    const { user } = await renderCommunication('/apps/email');
    await user.click(within(await inbox()).getByRole('link', { name: /Your November payslip/ }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Your November payslip' }, slow)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Previous message' })).toBeEnabled(), slow);
    await user.click(screen.getByRole('button', { name: 'Move to' }));
    await user.click(screen.getByRole('button', { name: 'Spam' }));
    expect(await onceGone(/Your November payslip/, /Podcast guest list/)).toHaveFocus();
  });

  it('goes to the list’s heading when no mail is left', async () => {
    const { user } = await renderCommunication('/apps/email?q=dinner&mail=5');
    expect(await screen.findByRole('heading', { level: 2, name: 'Dinner on Friday?' }, slow)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No messages match “\u2068dinner\u2069”.', {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Inbox' })).toHaveFocus();
  });
});
