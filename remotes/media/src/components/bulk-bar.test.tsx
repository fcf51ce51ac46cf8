import { screen, within } from '@testing-library/react';
import type { RemoteModule } from '@console/contracts';
import { mediaDomain } from '@console/mirage';
import { mockServerPerTest, renderRemote, switchTestLanguage } from '@console/testing';
import { uiAr } from '@console/ui/i18n/ar';
import ar from '../i18n/ar';
import mediaModule from '../module';
import { BulkBar } from './bulk-bar';

mockServerPerTest(() => [mediaDomain()]);
jest.setTimeout(30_000);

afterEach(() => switchTestLanguage('en'));

const selected = 1250;
const nothing = () => undefined;
/** The bar alone, for a selection larger than a page holds (a select-all across pages), with the remote's texts. */
const withBar: RemoteModule = {
  ...mediaModule,
  routes: [
    ...mediaModule.routes,
    {
      path: 'test-bulk-bar',
      load: async () => ({
        default: () => <BulkBar count={selected} allOnPage={false} onToggleAll={nothing} onClear={nothing} onAction={nothing} onCategory={nothing} onDelete={nothing} busy={false} mayEdit />,
      }),
    },
  ],
};

it('in Arabic, says how many videos are selected as the page writes its other numbers (grouped, in its digits)', async () => {
  await switchTestLanguage('ar', { ui: uiAr });
  renderRemote(withBar, '/media/test-bulk-bar');
  const bar = await screen.findByRole('group', { name: ar.bulk.label }, { timeout: 5_000 });
  const forms: Record<string, string> = ar.bulk;
  const form = forms[`selected_${new Intl.PluralRules('ar').select(selected)}`] ?? 'no such form';
  // As useFormat().number writes it (١٬٢٥٠ or 1,250 by the runtime's Arabic data), never a bare 1250.
  expect(within(bar).getByText(form.replace('{{shown}}', new Intl.NumberFormat('ar').format(selected)))).toBeInTheDocument();
  expect(bar).not.toHaveTextContent(String(selected));
});
