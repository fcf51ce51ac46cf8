import { act, screen, waitFor, within } from '@testing-library/react';
import { Response } from 'miragejs';
import { invoicesDomain } from '@console/mirage';
import { englishLeftOnScreen, mockServerPerTest, renderRemote, switchTestLanguage } from '@console/testing';
import { uiAr } from '@console/ui/i18n/ar';
import { uiFr } from '@console/ui/i18n/fr';
import { messagesFr } from '@console/ui/i18n/messages-fr';
import ar from '../i18n/ar';
import en from '../i18n/en';
import fr from '../i18n/fr';
import invoicesModule from '../module';
import { slow } from '../test-kit';

jest.setTimeout(30_000);
const mock = mockServerPerTest(() => [invoicesDomain()]);

afterEach(() => switchTestLanguage('en'));

const languages = [
  { language: 'fr', texts: fr, ui: uiFr },
  { language: 'ar', texts: ar, ui: uiAr },
] as const;

describe.each(languages)('in $language', ({ language, texts, ui }) => {
  it('shows the list with no English of its own left', async () => {
    await switchTestLanguage(language, { ui });
    renderRemote(invoicesModule, '/apps/invoice/list');
    const table = await screen.findByRole('table', { name: texts.list.table }, slow);
    await waitFor(() => expect(within(table).getAllByRole('rowheader')).toHaveLength(10), slow);
    expect(screen.getByRole('heading', { level: 1, name: texts.list.title })).toBeInTheDocument();
    expect(englishLeftOnScreen({ invoices: en }, { invoices: texts })).toEqual([]);
  });

  it('shows the edit form with no English of its own left', async () => {
    await switchTestLanguage(language, { ui });
    renderRemote(invoicesModule, '/apps/invoice/edit/4');
    expect(await screen.findByRole('form', { name: texts.form.editTitle.replace('{{id}}', '4') }, slow)).toBeInTheDocument();
    expect(englishLeftOnScreen({ invoices: en }, { invoices: texts })).toEqual([]);
  });

  it('shows an invoice with no English of its own left, its labels punctuated as the language writes them', async () => {
    await switchTestLanguage(language, { ui });
    renderRemote(invoicesModule, '/apps/invoice/preview/4');
    const invoice = await screen.findByRole('article', { name: texts.preview.title.replace('{{id}}', '4') }, slow);
    const issued = texts.preview.labelled.replace('{{label}}', texts.preview.issued);
    // As written: the default matcher would turn a non-breaking space into a plain one.
    expect(within(invoice).getByText(issued, { normalizer: (text) => text.trim() })).toBeInTheDocument();
    expect(englishLeftOnScreen({ invoices: en }, { invoices: texts })).toEqual([]);
  });

  it('says a failed load in its language, not with the server’s English', async () => {
    await switchTestLanguage(language, { ui });
    mock.server().get('/apps/invoice/invoices', () => new Response(503, {}, { message: 'The billing service is down.' }));
    mock.server().get('/api/invoice/invoices/:id/document', () => new Response(503, {}, { message: 'The billing service is down.' }));
    const { router } = renderRemote(invoicesModule, '/apps/invoice/list');
    expect(await screen.findByText(texts.list.loadFailed, {}, slow)).toBeInTheDocument();
    await act(() => router.navigate('/apps/invoice/preview/4'));
    expect(await screen.findByText(texts.preview.loadFailed, {}, slow)).toBeInTheDocument();
    expect(screen.queryByText(/The billing service is down/)).not.toBeInTheDocument();
    expect(englishLeftOnScreen({ invoices: en }, { invoices: texts })).toEqual([]);
  });
});

it('in Arabic, asks and says the delete of two invoices in the dual (فاتورتين), not the form for eleven and more', async () => {
  await switchTestLanguage('ar', { ui: uiAr });
  const { user } = renderRemote(invoicesModule, '/apps/invoice/list');
  await screen.findByRole('table', { name: ar.list.table }, slow);
  await user.click(await screen.findByRole('checkbox', { name: ar.list.select.replace('{{id}}', '20') }, slow));
  await user.click(screen.getByRole('checkbox', { name: ar.list.select.replace('{{id}}', '19') }));
  await user.click(screen.getByRole('button', { name: new RegExp(ar.bulk.delete) }));
  const dialog = await screen.findByRole('dialog', { name: ar.bulk.title_two });
  await user.click(within(dialog).getByRole('button', { name: ar.remove.confirm }));
  expect(await screen.findByText(ar.remove.doneMany_two)).toBeInTheDocument();
});

it('in French, a label keeps a non-breaking space before its colon (“Date d’émission : …”)', async () => {
  await switchTestLanguage('fr', { ui: uiFr });
  renderRemote(invoicesModule, '/apps/invoice/preview/4');
  const invoice = await screen.findByRole('article', { name: 'Facture nº 4' }, slow);
  const asWritten = { normalizer: (text: string) => text.trim() };
  expect(within(invoice).getByText('Date d’émission\u00a0:', asWritten)).toBeInTheDocument();
  expect(within(invoice).getByText('Commercial\u00a0:', asWritten)).toBeInTheDocument();
});

describe('in French, amounts are typed as French writes them', () => {
  it('takes a payment of “1 300,50” and a tax rate of “8,25”, sent to the API as 1300.50 and 8.25', async () => {
    await switchTestLanguage('fr', { ui: uiFr, messages: messagesFr });
    const { user, unmount } = renderRemote(invoicesModule, '/apps/invoice/preview/17'); // 3 300 $US owed
    await screen.findByRole('article', { name: fr.preview.title.replace('{{id}}', '17') }, slow);
    await user.click(screen.getByRole('button', { name: fr.actions.addPayment }));
    const panel = within(await screen.findByRole('dialog', { name: fr.payment.title.replace('{{id}}', '17') }));
    const amount = panel.getByRole('textbox', { name: fr.payment.amount });
    expect(amount).toHaveAccessibleDescription(fr.payment.amountHint);
    await user.type(amount, '1 300,50');
    await user.selectOptions(panel.getByRole('combobox', { name: fr.payment.method }), fr.methods['Bank Transfer']);
    await user.click(panel.getByRole('button', { name: fr.payment.submit }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), slow);
    const stored = (await (await fetch('/api/invoice/invoices/17')).json()) as { invoice: { balance: string } };
    expect(stored.invoice.balance).toBe('$1,999.50');
    // One page at a time: two roots would give two elements the same useId.
    unmount();

    renderRemote(invoicesModule, '/apps/invoice/edit/17');
    const form = within(await screen.findByRole('form', { name: fr.form.editTitle.replace('{{id}}', '17') }, slow));
    const rate = form.getByRole('textbox', { name: fr.form.taxRate });
    await user.clear(rate);
    await user.type(rate, 'huit');
    // Left for another field (the next stop is Save, where the check waits for the press).
    await user.click(form.getByRole('textbox', { name: fr.form.discount }));
    await waitFor(() => expect(rate).toHaveAccessibleDescription(messagesFr['invoices.errors.taxRate']));
    await user.clear(rate);
    await user.type(rate, '8,25');
    await user.click(form.getByRole('textbox', { name: fr.form.discount }));
    await waitFor(() => expect(rate).not.toHaveAccessibleDescription());
    expect(rate).toHaveValue('8,25');
  });
});
