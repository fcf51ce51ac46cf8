import { screen, within } from '@testing-library/react';
import type { ProfileData } from '@console/contracts';
import { contentPagesDomain } from '@console/mirage';
import { mockServerPerTest, switchTestLanguage } from '@console/testing';
import { uiAr } from '@console/ui/i18n/ar';
import ar from '../../i18n/ar';
import { renderPages, slow } from '../../test-kit';

const mock = mockServerPerTest(() => [contentPagesDomain()]);
jest.setTimeout(20_000);

afterEach(() => switchTestLanguage('en'));

it('in Arabic, counts the mutual friends and numbers the photos as the page writes its other numbers', async () => {
  const profile = (await (await fetch('/profile/data')).json()) as ProfileData;
  const friends = 1250;
  const suggested = profile.suggestions.map((person, index) => (index === 0 ? { ...person, mutualFriend: friends } : person));
  mock.server().get('/profile/data', () => ({ ...profile, suggestions: suggested }));
  await switchTestLanguage('ar', { ui: uiAr });
  await renderPages('/pages/profile');
  const arabic = new Intl.NumberFormat('ar');
  const forms: Record<string, unknown> = ar.profile;
  const form = String(forms[`mutualFriends_${new Intl.PluralRules('ar').select(friends)}`]);
  const suggestions = await screen.findByRole('region', { name: ar.profile.suggestions }, slow);
  // As useFormat().number writes it (١٬٢٥٠ or 1,250 by the runtime's Arabic data), never a bare 1250.
  expect(suggestions).toHaveTextContent(form.replace('{{shown}}', arabic.format(friends)));
  expect(suggestions).not.toHaveTextContent(String(friends));
  const photos = within(screen.getByRole('region', { name: ar.profile.latestPhotos })).getAllByRole('img');
  expect(photos[0]).toHaveAccessibleName(ar.profile.photo.replace('{{number}}', arabic.format(1)));
});
