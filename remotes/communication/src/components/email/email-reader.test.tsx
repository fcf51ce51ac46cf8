import { screen, waitFor } from '@testing-library/react';
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
