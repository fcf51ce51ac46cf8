import { screen, waitFor, within } from '@testing-library/react';
import type { AccountSettings } from '@console/contracts';
import { contentPagesDomain } from '@console/mirage';
import { mockServerPerTest } from '@console/testing';
import { renderPages, slow } from '../test-kit';

const mock = mockServerPerTest(() => [contentPagesDomain()]);
jest.setTimeout(20_000);

const stored = async () => ((await (await fetch('/account-setting/data')).json()) as AccountSettings).social;

describe('the Social tab', () => {
  it('checks each profile link at its field: a full http(s) address, not a path', async () => {
    const { user } = await renderPages('/pages/account-settings/social');
    const facebook = await screen.findByLabelText('Facebook', {}, slow);
    for (const wrong of ['/social/facebook/maya', 'facebook.com/maya', 'ftp://facebook.com/maya']) {
      await user.clear(facebook);
      await user.type(facebook, wrong);
      await user.tab();
      expect(facebook).toHaveAccessibleDescription('Enter the profile’s web address, such as https://example.com/name.');
      expect(facebook).toBeInvalid();
    }
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(facebook).toHaveFocus();
    expect((await stored()).socialLinks.facebook).toBe('');
  });

  it('saves the links, and the page reads them back', async () => {
    const { user } = await renderPages('/pages/account-settings/social');
    const facebook = await screen.findByLabelText('Facebook', {}, slow);
    await user.type(facebook, 'https://www.facebook.com/northlight.studios');
    await user.clear(screen.getByLabelText('Twitter'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your changes were saved.', {}, slow)).toBeInTheDocument();
    expect((await stored()).socialLinks).toMatchObject({ facebook: 'https://www.facebook.com/northlight.studios', twitter: '' });
    expect(screen.getByRole('button', { name: 'Discard changes' })).toBeDisabled();
    expect(facebook).toHaveValue('https://www.facebook.com/northlight.studios');
  });

  it('connects and disconnects a linked account at once, kept by the API, a half-typed link left alone', async () => {
    const { user } = await renderPages('/pages/account-settings/social');
    await user.type(await screen.findByLabelText('Quora', {}, slow), 'https://www.quora.com/profile/Maya');
    const accounts = screen.getByRole('region', { name: 'Linked accounts' });
    await user.click(within(accounts).getByRole('button', { name: 'Connect GitHub' }));
    await waitFor(() => expect(within(accounts).getByRole('button', { name: 'Disconnect GitHub' })).not.toHaveAttribute('aria-disabled'), slow);
    expect(within(accounts).getAllByText('Linked as maya.lindqvist')).toHaveLength(2); // Google, and now GitHub
    expect(await screen.findByText('Your GitHub account is connected.', {}, slow)).toBeInTheDocument();
    await user.click(within(accounts).getByRole('button', { name: 'Disconnect Twitter' }));
    await waitFor(() => expect(within(accounts).getByRole('button', { name: 'Connect Twitter' })).not.toHaveAttribute('aria-disabled'), slow);
    await waitFor(async () => expect((await stored()).connections).toMatchObject({ github: { id: 'maya.lindqvist', connected: true }, twitter: { id: '', connected: false } }));
    expect(screen.getByLabelText('Quora')).toHaveValue('https://www.quora.com/profile/Maya');
    expect((await stored()).socialLinks.quora).toBe('');
  });

  it('keeps focus on the pressed button while the change is under way, and takes one change at a time', async () => {
    mock.restart({ timing: 300 });
    const calls = jest.spyOn(window, 'fetch');
    const { user } = await renderPages('/pages/account-settings/social');
    const accounts = await screen.findByRole('region', { name: 'Linked accounts' }, slow);
    const connect = within(accounts).getByRole('button', { name: 'Connect GitHub' });
    await user.click(connect);
    // Under way: marked unavailable, yet not disabled (a browser moves focus off a disabled button).
    expect(connect).toHaveAttribute('aria-disabled', 'true');
    expect(connect).toBeEnabled();
    expect(connect).toHaveFocus();
    expect(within(accounts).getByRole('button', { name: 'Disconnect Twitter' })).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(connect).not.toHaveAttribute('aria-disabled'), slow);
    expect(connect).toHaveAccessibleName('Disconnect GitHub');
    expect(connect).toHaveFocus();
    expect(calls.mock.calls.filter(([url]) => String(url).includes('connection'))).toHaveLength(1);
    calls.mockRestore();
  });
});
