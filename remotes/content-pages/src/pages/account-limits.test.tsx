import { screen } from '@testing-library/react';
import { contentPagesDomain } from '@console/mirage';
import { mockServerPerTest } from '@console/testing';
import { renderPages, slow } from '../test-kit';

// What the account settings' fields say about text that is too long or not what they take: the
// message at the field (its description), the field marked invalid, the typed text kept.

mockServerPerTest(() => [contentPagesDomain()]);
jest.setTimeout(25_000);

const lineTooLong = 'Use at most 100 characters.';

describe('the General tab', () => {
  it.each(['Full name', 'Username', 'Company'])('says at %s that 101 characters are too many, and keeps them', async (label) => {
    const { user } = await renderPages('/pages/account-settings/general');
    const field = await screen.findByLabelText(new RegExp(`^${label}`), {}, slow);
    const typed = 'a'.repeat(101);
    await user.clear(field);
    await user.click(field);
    await user.paste(typed);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(field).toHaveAccessibleDescription(lineTooLong);
    expect(field).toBeInvalid();
    expect(field).toHaveValue(typed);
  });

  it('refuses markup in the username with its own message', async () => {
    const { user } = await renderPages('/pages/account-settings/general');
    const username = await screen.findByLabelText(/^Username/, {}, slow);
    await user.clear(username);
    await user.type(username, '<b>x</b>');
    await user.tab();
    expect(username).toHaveAccessibleDescription('Use only letters, digits, dots, dashes and underscores.');
    expect(username).toHaveValue('<b>x</b>');
  });
});

describe('the Information tab’s date of birth', () => {
  it('says a day that does not exist is not a date, not that it must be in the past', async () => {
    const { user } = await renderPages('/pages/account-settings/information');
    const dob = await screen.findByLabelText(/^Date of birth/, {}, slow);
    await user.clear(dob);
    // A date field holds '' for a day the calendar does not have, as a browser's date picker does.
    await user.type(dob, '2026-02-30');
    expect(dob).toHaveValue('');
    await user.tab();
    expect(dob).toHaveAccessibleDescription('Enter your date of birth: a full date that exists on the calendar.');
    expect(dob).toBeInvalid();
  });

  it('refuses a date of birth before 1900', async () => {
    const { user } = await renderPages('/pages/account-settings/information');
    const dob = await screen.findByLabelText(/^Date of birth/, {}, slow);
    await user.clear(dob);
    await user.type(dob, '1800-01-01');
    await user.tab();
    expect(dob).toHaveAccessibleDescription('Enter a date of birth in 1900 or later.');
    expect(dob).toHaveValue('1800-01-01');
  });

  it('says at the country that 101 characters are too many', async () => {
    const { user } = await renderPages('/pages/account-settings/information');
    const country = await screen.findByLabelText(/^Country/, {}, slow);
    await user.clear(country);
    await user.click(country);
    await user.paste('a'.repeat(101));
    await user.tab();
    expect(country).toHaveAccessibleDescription(lineTooLong);
  });
});

describe('the Social tab', () => {
  it('says at an address that 1001 characters are too many', async () => {
    const { user } = await renderPages('/pages/account-settings/social');
    const twitter = await screen.findByLabelText(/^Twitter/, {}, slow);
    const typed = `https://twitter.com/${'a'.repeat(1001 - 'https://twitter.com/'.length)}`;
    await user.clear(twitter);
    await user.click(twitter);
    await user.paste(typed);
    await user.tab();
    expect(twitter).toHaveAccessibleDescription('Use at most 1000 characters.');
    expect(twitter).toHaveValue(typed);
  });
});
