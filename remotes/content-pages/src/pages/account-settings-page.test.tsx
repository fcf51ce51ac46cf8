import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Response } from 'miragejs';
import { useSessionStore } from '@console/auth';
import { contentPagesDomain } from '@console/mirage';
import { mockServerPerTest } from '@console/testing';
import { renderPages, slow } from '../test-kit';

const mock = mockServerPerTest(() => [contentPagesDomain()]);
jest.setTimeout(20_000);

const form = (name: string) => screen.getByRole('form', { name });

describe('account settings', () => {
  it('opens the General tab from /pages, each tab is a link with its own URL', async () => {
    const { router } = await renderPages('/pages');
    expect(router.state.location.pathname).toBe('/pages/account-settings/general');
    expect(await screen.findByLabelText(/^Full name/, {}, slow)).toHaveValue('Maya Lindqvist');
    const tabs = screen.getByRole('navigation', { name: 'Account settings sections' });
    expect(within(tabs).getByRole('link', { name: 'General' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: 'Information' })).toHaveAttribute('href', '/pages/account-settings/information');
  });

  it('saves the full name: stored by the API, and the session user (the navbar menu) shows it at once', async () => {
    const { user } = await renderPages('/pages/account-settings/general');
    const name = await screen.findByLabelText(/^Full name/, {}, slow);
    await user.clear(name);
    await user.type(name, 'Maya Rivers');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your changes were saved.', {}, slow)).toBeInTheDocument();
    expect(useSessionStore.getState().user).toMatchObject({ fullName: 'Maya Rivers', username: 'maya.lindqvist' });
    const stored = (await (await fetch('/account-setting/data')).json()) as { general: { fullName: string } };
    expect(stored.general.fullName).toBe('Maya Rivers');
    expect(screen.getByRole('button', { name: 'Discard changes' })).toBeDisabled();
  });

  it('checks the email at the field', async () => {
    const { user } = await renderPages('/pages/account-settings/general');
    const email = await screen.findByLabelText(/^Email/, {}, slow);
    await user.clear(email);
    await user.type(email, 'maya@studio');
    await user.tab();
    expect(email).toHaveAccessibleDescription('Enter an email address such as name@example.com.');
    expect(email).toBeInvalid();
  });

  it('keeps the input and says why when the server refuses', async () => {
    mock.server().post('/account-setting/general', () => new Response(503, {}, { message: 'The settings service is down.' }));
    const { user } = await renderPages('/pages/account-settings/general');
    const company = await screen.findByLabelText('Company', {}, slow);
    await user.clear(company);
    await user.type(company, 'Harbour Films');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent('The settings service is down.');
    expect(company).toHaveValue('Harbour Films');
    expect(useSessionStore.getState().user?.fullName).toBe('Dev Admin');
  });

  it('refuses an upload that is not a picture or is too large, previews a good one, and resets it', async () => {
    await renderPages('/pages/account-settings/general');
    const user = userEvent.setup({ applyAccept: false });
    const input = await screen.findByLabelText('Upload a picture', {}, slow);
    await user.upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    const picture = screen.getByRole('group', { name: 'Profile picture' });
    expect(picture).toHaveAccessibleDescription(expect.stringContaining('Choose a PNG, JPEG, GIF or WebP picture.'));
    await user.upload(input, new File([new Uint8Array(800 * 1024 + 1)], 'huge.png', { type: 'image/png' }));
    expect(picture).toHaveAccessibleDescription(expect.stringContaining('The picture must be at most 800 KB.'));
    await user.upload(input, new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' }));
    await waitFor(() => expect(screen.getByRole('img', { name: 'Your profile picture' })).toHaveAttribute('src', expect.stringMatching(/^data:image\/png;base64,/)));
    expect(picture).not.toHaveAccessibleDescription(expect.stringContaining('Choose a PNG'));
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByRole('img', { name: 'Your profile picture' })).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml,/));
  });

  it('saves a new picture: the session user (the navbar avatar) shows it at once, and the API keeps it', async () => {
    await renderPages('/pages/account-settings/general');
    const user = userEvent.setup();
    const input = await screen.findByLabelText('Upload a picture', {}, slow);
    await user.upload(input, new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' }));
    await waitFor(() => expect(screen.getByRole('img', { name: 'Your profile picture' })).toHaveAttribute('src', expect.stringMatching(/^data:image\/png;base64,/)));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your changes were saved.', {}, slow)).toBeInTheDocument();
    expect(useSessionStore.getState().user?.avatar).toMatch(/^data:image\/png;base64,/);
    const stored = (await (await fetch('/account-setting/data')).json()) as { general: { avatar: string } };
    expect(stored.general.avatar).toMatch(/^data:image\/png;base64,/);
  });

  it('checks the website and the date of birth at their fields', async () => {
    const { user } = await renderPages('/pages/account-settings/information');
    const website = await screen.findByLabelText('Website', {}, slow);
    await user.clear(website);
    await user.type(website, 'my site');
    await user.tab();
    expect(website).toHaveAccessibleDescription(expect.stringContaining('Enter a web address such as https://example.com'));
    const dob = screen.getByLabelText(/Date of birth/);
    await user.clear(dob);
    await user.type(dob, '2999-01-01');
    await user.tab();
    expect(dob).toHaveAccessibleDescription('Enter a date of birth in the past.');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(dob).toHaveFocus(); // the first field to fix, in the form's order
  });

  it('asks before a move to another tab loses input', async () => {
    const { user, router } = await renderPages('/pages/account-settings/general');
    await user.type(await screen.findByLabelText('Company', {}, slow), ' Ltd');
    await user.click(screen.getByRole('link', { name: 'Social' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave this page?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    expect(router.state.location.pathname).toBe('/pages/account-settings/general');
    expect(screen.getByLabelText('Company')).toHaveValue('Northlight Studios Ltd');
  });

  it('changes the password; a wrong current one is refused at its field', async () => {
    const { user } = await renderPages('/pages/account-settings/change-password');
    const f = form('Change password');
    await user.type(within(f).getByLabelText(/^Current password/), 'wrong');
    await user.type(within(f).getByLabelText(/^New password/), 'Harbour-Lights2');
    await user.type(within(f).getByLabelText(/^Confirm new password/), 'Harbour-Lights2');
    await user.click(within(f).getByRole('button', { name: 'Save changes' }));
    const current = within(f).getByLabelText(/^Current password/);
    await waitFor(() => expect(current).toHaveAccessibleDescription('The current password is not correct.'), slow);
    await user.clear(current);
    await user.type(current, 'admin');
    await user.click(within(f).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your password was changed.', {}, slow)).toBeInTheDocument();
    expect(current).toHaveValue('');
  });

  it('checks the new password rules and the confirmation at the fields', async () => {
    const { user } = await renderPages('/pages/account-settings/change-password');
    const f = form('Change password');
    await user.type(within(f).getByLabelText(/^New password/), 'short');
    await user.type(within(f).getByLabelText(/^Confirm new password/), 'other');
    await user.click(within(f).getByRole('button', { name: 'Save changes' }));
    expect(within(f).getByLabelText(/^New password/)).toHaveAccessibleDescription(expect.stringContaining('Use at least 8 characters'));
    expect(within(f).getByRole('list', { name: 'The new password needs' })).toHaveTextContent('at least 8 characters (missing)');
  });

  it('saves the notification switches', async () => {
    const { user } = await renderPages('/pages/account-settings/notifications');
    const follow = await screen.findByRole('switch', { name: 'someone follows me' }, slow);
    expect(follow).not.toBeChecked();
    await user.click(follow);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your changes were saved.', {}, slow)).toBeInTheDocument();
    const stored = (await (await fetch('/account-setting/data')).json()) as { notification: { followMe: boolean } };
    expect(stored.notification.followMe).toBe(true);
  });

  it('opens General for /pages/account-settings', async () => {
    const { router } = await renderPages('/pages/account-settings');
    expect(router.state.location.pathname).toBe('/pages/account-settings/general');
  });

  it('shows the not-found page for an unknown tab', async () => {
    await renderPages('/pages/account-settings/billing');
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});
