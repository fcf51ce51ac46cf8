import { screen, waitFor, within } from '@testing-library/react';
import { seedUsers, usersDomain } from '@console/mirage';
import { mockServerPerTest, renderRemote } from '@console/testing';
import { allUsers, renderList } from '../test-kit';

// The audit added a user whose full name, company and country held 10,000 characters: the panel
// now says the limit at each field, adds nobody and keeps what was typed.

mockServerPerTest(() => [usersDomain()]);

type User = ReturnType<typeof renderRemote>['user'];
const lineTooLong = 'Use at most 100 characters.';

/** Puts `text` in `field` as a paste does (typing thousands of keys one by one takes too long). */
async function paste(user: User, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

describe('add user: text limits', () => {
  it('says the limit at each field that is too long, keeps the text and adds nobody', async () => {
    const { user } = await renderList();
    await user.click(screen.getByRole('button', { name: 'Add user' }));
    const panel = within(await screen.findByRole('dialog', { name: 'Add user' }));
    const long = 'x'.repeat(10_000);
    const fields = ['Full name *', 'Username *', 'Company *', 'Country *'].map((label) => panel.getByLabelText(label));
    for (const field of fields) await paste(user, field, long);
    const email = panel.getByLabelText('Email *');
    await paste(user, email, `${'r'.repeat(100)}@kumo.jp`);
    await user.type(panel.getByLabelText('Contact *'), '+81 3 5555 0199');
    await user.click(panel.getByRole('button', { name: 'Add user' }));

    await waitFor(() => expect(fields[0]).toHaveAccessibleDescription(lineTooLong));
    expect(fields[0]).toHaveFocus();
    for (const field of [...fields, email]) {
      expect(field).toHaveAccessibleDescription(lineTooLong);
      expect(field).toBeInvalid();
    }
    for (const field of fields) expect(field).toHaveValue(long);
    expect(email).toHaveValue(`${'r'.repeat(100)}@kumo.jp`);
    expect(await allUsers()).toHaveLength(seedUsers().length);
  });
});

describe('the mock API: text limits', () => {
  it('refuses a new user that skips the form, with the message at the field', async () => {
    const body = {
      fullName: 'r'.repeat(101),
      username: 'rsato',
      email: 'rsato@kumo-anim.jp',
      contact: '+81 3 5555 0199',
      company: 'Kumo Animation',
      country: 'k'.repeat(101),
      role: 'author',
      currentPlan: 'team',
      status: 'pending',
    };
    const answer = await fetch('/apps/users/add-user', { method: 'POST', body: JSON.stringify(body) });
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { errors: object }).errors).toEqual({ fullName: lineTooLong, country: lineTooLong });
    expect(await allUsers()).toHaveLength(seedUsers().length);
  });
});
