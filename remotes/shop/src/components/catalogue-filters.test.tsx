import { screen, within } from '@testing-library/react';
import { ecommerceDomain } from '@console/mirage';
import { mockServerPerTest, switchTestLanguage } from '@console/testing';
import { uiAr } from '@console/ui/i18n/ar';
import ar from '../i18n/ar';
import { renderShop } from '../test-kit';

mockServerPerTest(() => [ecommerceDomain()]);
// jsdom renders the catalogue slowly on a loaded 2-core machine.
jest.setTimeout(40_000);

afterEach(() => switchTestLanguage('en'));

it('in Arabic, writes the ratings to filter by as the page writes its other numbers (useFormat)', async () => {
  await switchTestLanguage('ar', { ui: uiAr });
  await renderShop('/apps/ecommerce/shop');
  const arabic = new Intl.NumberFormat('ar');
  const ratings = await screen.findByRole('group', { name: ar.filters.rating }, { timeout: 10_000 });
  // 3 and 4 take the "few" form, which shows the number: ٣ نجوم فأكثر where the runtime's Arabic data writes Arabic-Indic digits.
  for (const stars of [4, 3]) {
    expect(within(ratings).getByRole('radio', { name: ar.filters.stars_few.replace('{{shown}}', arabic.format(stars)) })).toBeInTheDocument();
  }
});
