import { screen } from '@testing-library/react';
import type { AccountSettings } from '@console/contracts';
import { contentPagesDomain } from '@console/mirage';
import { mockServerPerTest } from '@console/testing';
import { renderPages, slow } from '../test-kit';

const mock = mockServerPerTest(() => [contentPagesDomain()]);
jest.setTimeout(20_000);

const phoneMessage = 'Enter a phone number with 7 to 15 digits (spaces, dashes and a leading + are fine).';

describe('the Information tab', () => {
  it('checks the phone at its field: 7 to 15 digits, spaces, dashes, brackets and a leading +', async () => {
    const { user } = await renderPages('/pages/account-settings/information');
    const phone = await screen.findByLabelText('Phone', {}, slow);
    for (const wrong of ['call me', '12 34', '+1 555 0100 2000 3000 4', '555+0100']) {
      await user.clear(phone);
      await user.type(phone, wrong);
      // Back to the field before: leaving for the Save button does not check (the press would move it).
      await user.tab({ shift: true });
      expect(phone).toHaveAccessibleDescription(phoneMessage);
      expect(phone).toBeInvalid();
    }
    await user.clear(phone);
    await user.type(phone, '+1 (555) 010-2030');
    expect(phone).not.toHaveAccessibleDescription(phoneMessage);
    expect(phone).toBeValid();
  });

  it('refuses a console path as the website: a full address is needed', async () => {
    const { user } = await renderPages('/pages/account-settings/information');
    const website = await screen.findByLabelText('Website', {}, slow);
    await user.clear(website);
    await user.type(website, '/creators/maya');
    await user.tab();
    expect(website).toHaveAccessibleDescription(expect.stringContaining('Enter a web address such as https://example.com.'));
  });

  it('starts a date of birth not given yet empty, and asks for it when saving', async () => {
    const settings = (await (await fetch('/account-setting/data')).json()) as AccountSettings;
    mock.server().get('/account-setting/data', () => ({ ...settings, info: { ...settings.info, dob: '' } }));
    const { user } = await renderPages('/pages/account-settings/information');
    const dob = await screen.findByLabelText(/^Date of birth/, {}, slow);
    expect(dob).toHaveValue('');
    await user.type(screen.getByLabelText('Bio'), ' Still here.');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(dob).toHaveAccessibleDescription(expect.stringContaining('Enter your date of birth'));
    expect(dob).toHaveFocus();
  });

  it('saves every field, and a new visit of the page reads them back', async () => {
    const { user, unmount } = await renderPages('/pages/account-settings/information');
    const fill = async (label: string | RegExp, value: string) => {
      const field = screen.getByLabelText(label);
      await user.clear(field);
      await user.type(field, value);
    };
    await screen.findByLabelText('Phone', {}, slow);
    await fill('Bio', 'Series producer for documentaries.');
    await fill(/^Date of birth/, '1985-12-01');
    await fill('Country', 'Norway');
    await fill('Website', 'https://maya.example.com/reel');
    await fill('Phone', '+47 22 33 44 55');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your changes were saved.', {}, slow)).toBeInTheDocument();
    const info = { bio: 'Series producer for documentaries.', dob: '1985-12-01', country: 'Norway', website: 'https://maya.example.com/reel', phone: '+47 22 33 44 55' };
    expect(((await (await fetch('/account-setting/data')).json()) as AccountSettings).info).toEqual(info);
    unmount();

    await renderPages('/pages/account-settings/information');
    expect(await screen.findByLabelText('Phone', {}, slow)).toHaveValue(info.phone);
    expect(screen.getByLabelText('Bio')).toHaveValue(info.bio);
    expect(screen.getByLabelText(/^Date of birth/)).toHaveValue(info.dob);
    expect(screen.getByLabelText('Country')).toHaveValue(info.country);
    expect(screen.getByLabelText('Website')).toHaveValue(info.website);
  });
});
