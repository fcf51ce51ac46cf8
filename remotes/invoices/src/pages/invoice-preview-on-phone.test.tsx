import { screen, within } from '@testing-library/react';
import type { InvoiceFullResponse } from '@console/contracts';
import { invoicesDomain } from '@console/mirage';
import { mockServerPerTest, renderRemote, switchTestLanguage } from '@console/testing';
import { uiAr } from '@console/ui/i18n/ar';
import ar from '../i18n/ar';
import en from '../i18n/en';
import invoicesModule from '../module';
import { slow } from '../test-kit';

jest.setTimeout(30_000);
mockServerPerTest(() => [invoicesDomain()]);

/** A phone-width screen (jsdom has no layout: matchMedia answers the narrow-screen query). */
function onPhone() {
  const phone = (query: string) => ({ matches: query.includes('max-width'), media: query, onchange: null, addEventListener: () => undefined, removeEventListener: () => undefined, addListener: () => undefined, removeListener: () => undefined, dispatchEvent: () => false });
  return jest.spyOn(window, 'matchMedia').mockImplementation(phone);
}

afterEach(async () => {
  jest.restoreAllMocks();
  await switchTestLanguage('en');
});

const languages = [
  { language: 'en', texts: en, ui: undefined, locale: 'en-US' },
  { language: 'ar', texts: ar, ui: uiAr, locale: 'ar' },
] as const;

describe.each(languages)('the invoice preview on a phone, in $language', ({ language, texts, ui, locale }) => {
  it('shows each line as a block naming its cost, quantity and price: no table wider than the screen', async () => {
    const { items } = ((await (await fetch('/api/invoice/invoices/20/document')).json()) as InvoiceFullResponse).document;
    if (language !== 'en') await switchTestLanguage(language, { ui });
    onPhone();
    renderRemote(invoicesModule, '/apps/invoice/preview/20');
    const document = within(await screen.findByRole('article', { name: texts.preview.title.replace('{{id}}', new Intl.NumberFormat(locale, { useGrouping: false }).format(20)) }, slow));
    expect(document.queryByRole('table')).not.toBeInTheDocument();
    const lines = within(document.getByRole('list', { name: texts.form.items })).getAllByRole('listitem');
    expect(lines).toHaveLength(items.length);
    // The amount's figures, whatever the language puts around them (currency, marks keeping it in order).
    const figures = (text: string | null | undefined) => text?.replace(/[^\d.]/g, '');
    lines.forEach((line, index) => {
      const item = items[index]!;
      expect(line).toHaveTextContent(item.description);
      expect(within(line).getAllByRole('term').map((term) => term.textContent)).toEqual([texts.preview.cost, texts.preview.qty, texts.preview.price]);
      expect(figures(within(line).getAllByRole('definition').at(-1)?.textContent)).toBe(((item.costCents * item.qty) / 100).toFixed(2));
    });
  });
});
