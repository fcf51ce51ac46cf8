import { screen } from '@testing-library/react';
import { passwordMinLength } from '@console/contracts';
import { contentPagesDomain } from '@console/mirage';
import { mockServerPerTest, switchTestLanguage } from '@console/testing';
import { uiAr } from '@console/ui/i18n/ar';
import ar from '../../i18n/ar';
import { renderPages, slow } from '../../test-kit';

mockServerPerTest(() => [contentPagesDomain()]);
jest.setTimeout(20_000);

afterEach(() => switchTestLanguage('en'));

it('in Arabic, writes the password’s least length as the page writes its other numbers (useFormat)', async () => {
  await switchTestLanguage('ar', { ui: uiAr });
  await renderPages('/pages/account-settings/change-password');
  const forms: Record<string, string> = ar.account.password;
  const rule = forms[`ruleLength_${new Intl.PluralRules('ar').select(passwordMinLength)}`] ?? 'no such form';
  const rules = await screen.findByRole('list', { name: ar.account.password.rules }, slow);
  expect(rules).toHaveTextContent(rule.replace('{{shown}}', new Intl.NumberFormat('ar').format(passwordMinLength)));
});
