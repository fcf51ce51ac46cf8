import { screen, waitFor, within } from '@testing-library/react';
import { templateDemoDomain } from '@console/mirage';
import { mockServerPerTest } from '@console/testing';
import { renderCommunication, slow } from '../test-kit';

mockServerPerTest(() => [templateDemoDomain()]);
jest.setTimeout(30_000);

const heading = (name: string) => screen.findByRole('heading', { level: 2, name }, slow);
const list = (view: string) => screen.findByRole('list', { name: `Messages: ${view}` }, slow);
const subjects = async (view: string) => within(await list(view)).getAllByRole('link').map((link) => link.textContent);

// Starred, newest first: Partnership renewal, Re: Upfront ad rates for 2027, Quiet Rooms, New player designs.
describe('a mail that leaves the list it was opened from', () => {
  it.each([
    ['Next message', 'New player designs for review'],
    ['Previous message', 'Re: Upfront ad rates for 2027'],
  ] as const)('un-starred in Starred, stays open and “%s” opens the mail that was beside it: %s', async (button, beside) => {
    const { user, queryClient } = await renderCommunication('/apps/email?folder=starred');
    await user.click(within(await list('Starred')).getByRole('link', { name: /Quiet Rooms: final cut notes/ }));
    expect(await heading('Quiet Rooms: final cut notes')).toBeInTheDocument();
    const star = screen.getByRole('button', { name: 'Star this message' });
    await user.click(star);
    expect(star).toHaveAttribute('aria-pressed', 'false');
    // The server has answered and the Starred list has been fetched again, without this mail.
    await waitFor(() => expect(queryClient.isMutating() + queryClient.isFetching()).toBe(0), slow);

    expect(screen.getByRole('heading', { level: 2, name: 'Quiet Rooms: final cut notes' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next message' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Previous message' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: button }));
    expect(await heading(beside)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back to the list' }));
    expect(await subjects('Starred')).not.toContainEqual(expect.stringContaining('Quiet Rooms'));
  });

  it('with its label taken off in the label’s view, still pages on from where it was', async () => {
    const { user } = await renderCommunication('/apps/email?label=personal');
    await user.click(within(await list('Label: Personal')).getByRole('link', { name: /Re: Dinner on Friday\?/ }));
    expect(await heading('Re: Dinner on Friday?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Label' }));
    // The menu's item (pressed: the mail has the label), not the sidebar's view of it.
    await user.click(screen.getByRole('button', { name: 'Personal', pressed: true }));
    // Said once the label's list has been fetched again, without this mail.
    expect(await screen.findByText('Label “Personal” changed on the message.', {}, slow)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next message' }));
    expect(await heading('Dinner on Friday?')).toBeInTheDocument();
    // Only one mail is left in the view: it has none either side.
    expect(screen.getByRole('button', { name: 'Previous message' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next message' })).toBeDisabled();
  });
});
