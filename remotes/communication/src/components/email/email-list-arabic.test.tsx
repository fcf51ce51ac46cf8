import { screen, waitFor, within } from '@testing-library/react';
import { templateDemoDomain } from '@console/mirage';
import { mockServerPerTest, switchTestLanguage } from '@console/testing';
import { uiAr } from '@console/ui/i18n/ar';
import ar from '../../i18n/ar';
import { renderCommunication, slow } from '../../test-kit';

mockServerPerTest(() => [templateDemoDomain()]);
jest.setTimeout(30_000);

afterEach(() => switchTestLanguage('en'));

const arabic = new Intl.NumberFormat('ar');
const plural = new Intl.PluralRules('ar');
/** A count's text in Arabic, in the form its number takes, its number as Intl writes Arabic (١٢ or 12, by the runtime's data). */
const counted = (forms: Record<string, string>, key: string, count: number) => forms[`${key}_${plural.select(count)}`]?.replace('{{shown}}', arabic.format(count));

it('in Arabic, says how many mails are selected and how many went to the trash as the page writes its other numbers (useFormat)', async () => {
  await switchTestLanguage('ar', { ui: uiAr });
  const { user } = await renderCommunication('/apps/email');
  const inbox = () => screen.getByRole('list', { name: ar.email.list.label.replace('{{view}}', ar.email.folders.inbox) });
  await waitFor(() => expect(within(inbox()).getAllByRole('checkbox').length).toBeGreaterThan(2), slow);
  const count = within(inbox()).getAllByRole('checkbox').length;
  const toolbar = screen.getByRole('toolbar', { name: ar.email.toolbar.name });
  await user.click(within(toolbar).getByRole('checkbox', { name: ar.email.toolbar.selectAll }));
  expect(within(toolbar).getByText(counted(ar.email.toolbar, 'selected', count) ?? 'no such form')).toBeInTheDocument();
  await user.click(within(toolbar).getByRole('button', { name: ar.email.toolbar.delete }));
  expect(await screen.findByText(counted(ar.email.done, 'deleted', count) ?? 'no such form', {}, slow)).toBeInTheDocument();
});
