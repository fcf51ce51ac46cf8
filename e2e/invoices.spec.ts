import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { pdfText, readingOrder } from '../shared/testing/src/pdf-text';
import { signedInAr } from '../shell/src/i18n/signed-in-ar';
import invoicesAr from '../remotes/invoices/src/i18n/ar';
import { expect, oneSignInPerFile, seriousAxeFindings, signInAs, test } from './fixtures';

// The mock backend lives in the page: a full load (goto, reload) starts it from its seed again,
// so each flow below stays inside one loaded console, moving by its own links and buttons.

const table = (page: Page) => page.getByRole('table', { name: 'Invoices' });
const dataRows = (page: Page) => table(page).getByRole('row').filter({ has: page.getByRole('rowheader') });
const preview = (page: Page) => page.getByRole('article');

/** An API call from inside the console (its one mock backend), with the session's token. */
function apiStatus(page: Page, path: string): Promise<number> {
  return page.evaluate(async (url) => {
    const token = localStorage.getItem('accessToken');
    return (await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} })).status;
  }, path);
}

test.describe('as the administrator (one sign-in for the file)', () => {
  let page: Page;
  oneSignInPerFile('admin', (opened) => (page = opened));

  test('the menu opens the list', async () => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Invoices' }).click();
    await expect(page).toHaveURL(/\/apps\/invoice\/list$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
    await expect(dataRows(page)).toHaveCount(10);
    await expect(page.getByText('Showing 1 to 10 of 20 invoices')).toBeVisible();
  });

  test('filter by status and search: every row matches, the URL holds them, a reload keeps them', async () => {
    await page.goto('/apps/invoice/list');
    await expect(dataRows(page)).toHaveCount(10);
    await page.getByRole('combobox', { name: 'Status', exact: true }).selectOption('Paid');
    await page.getByRole('searchbox', { name: 'Search invoices' }).fill('meridian');
    await page.getByRole('searchbox', { name: 'Search invoices' }).press('Enter');
    await expect(page).toHaveURL(/[?&]status=Paid/);
    await expect(page).toHaveURL(/[?&]q=meridian/);

    const expectMatches = async () => {
      await expect(dataRows(page)).toHaveCount(2);
      for (const row of await dataRows(page).all()) {
        await expect(row.getByRole('link', { name: /^Paid · balance/ })).toBeVisible();
        await expect(row).toContainText('meridianbank.ca');
      }
    };
    await expectMatches();
    await page.reload();
    await expectMatches();
    await expect(page.getByRole('searchbox', { name: 'Search invoices' })).toHaveValue('meridian');
    await expect(page.getByRole('combobox', { name: 'Status', exact: true })).toHaveValue('Paid');
  });

  test('create with two items, edit it, pay part then the rest, send it (it stays Paid)', async () => {
    await page.goto('/apps/invoice/list');
    await page.getByRole('link', { name: 'Create invoice' }).click();
    const form = page.getByRole('form', { name: 'Create invoice' });
    await form.getByRole('combobox', { name: 'Client', exact: true }).selectOption('billing@brightwave-drinks.de');
    await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Hannah Voss');
    await form.getByRole('textbox', { name: 'Service', exact: true }).fill('Summer sponsorship');
    await form.getByRole('textbox', { name: 'Salesperson', exact: true }).fill('Tom Becker');
    const item1 = form.getByRole('listitem', { name: 'Item 1' });
    await item1.getByRole('textbox', { name: 'Description' }).fill('Sponsor read');
    await item1.getByRole('textbox', { name: 'Unit cost' }).fill('1,250.55');
    await item1.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
    await form.getByRole('button', { name: 'Add item' }).click();
    const item2 = form.getByRole('listitem', { name: 'Item 2' });
    await item2.getByRole('textbox', { name: 'Description' }).fill('Thumbnail design');
    await item2.getByRole('textbox', { name: 'Unit cost' }).fill('99');
    await form.getByRole('button', { name: 'Save invoice' }).click();

    // 1,250.55 × 2 + 99 = 2,600.10, to the cent (not rounded to the dollar), first in the list (newest first).
    await expect(page).toHaveURL(/\/apps\/invoice\/list$/);
    const first = dataRows(page).first();
    await expect(first.getByRole('rowheader')).toHaveText('#21');
    await expect(first).toContainText('$2,600.10');

    await page.getByRole('link', { name: 'Edit invoice #21' }).click();
    const edit = page.getByRole('form', { name: 'Edit invoice #21' });
    await edit.getByRole('textbox', { name: 'Service', exact: true }).fill('Summer sponsorship (extended)');
    await edit.getByRole('button', { name: 'Save invoice' }).click();
    await expect(page).toHaveURL(/\/apps\/invoice\/preview\/21$/);
    await expect(preview(page)).toContainText('Summer sponsorship (extended)');

    const pay = async (amount: string) => {
      await page.getByRole('button', { name: 'Add payment', exact: true }).click();
      const panel = page.getByRole('dialog', { name: 'Add payment to invoice #21' });
      await panel.getByRole('textbox', { name: 'Amount' }).fill(amount);
      await panel.getByRole('combobox', { name: 'Payment method' }).selectOption('Bank Transfer');
      await panel.getByRole('button', { name: 'Add payment', exact: true }).click();
      await expect(panel).toBeHidden();
    };
    await pay('1000');
    await expect(preview(page)).toContainText('Partial Payment');
    await pay('1600.10');
    await expect(preview(page).getByText('Paid', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Send', exact: true }).click();
    const send = page.getByRole('dialog', { name: 'Send invoice #21' });
    await expect(send.getByRole('textbox', { name: 'To', exact: true })).toHaveValue('billing@brightwave-drinks.de');
    await send.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(send).toBeHidden();
    // Sent as a receipt: the sending is recorded and the paid invoice stays Paid.
    await expect(preview(page)).toContainText('To billing@brightwave-drinks.de: Invoice #21');
    await expect(preview(page).getByText('Paid', { exact: true })).toBeVisible();
  });

  test('send from the list marks the row Sent', async () => {
    await page.goto('/apps/invoice/list?status=Draft');
    await expect(dataRows(page)).toHaveCount(2);
    await page.getByRole('button', { name: 'Send invoice #19' }).click();
    await page.getByRole('dialog', { name: 'Send invoice #19' }).getByRole('button', { name: 'Send', exact: true }).click();
    // The Draft filter no longer holds it.
    await expect(dataRows(page)).toHaveCount(1);
    await page.getByRole('combobox', { name: 'Status', exact: true }).selectOption('Sent');
    const row19 = dataRows(page).filter({ has: page.getByRole('rowheader', { name: '#19' }) });
    await expect(row19.getByRole('link', { name: /^Sent · balance/ })).toBeVisible();
  });

  test('download gives a PDF whose text holds the invoice number and total', async () => {
    await page.goto('/apps/invoice/preview/4');
    await expect(preview(page)).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download', exact: true }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('invoice-4.pdf');
    // jspdf writes its text uncompressed (compress: false): a search of the bytes finds it.
    const pdf = await readFile(await file.path(), 'latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf).toContain('(Invoice #4)');
    expect(pdf).toContain('(Total: $9,800.00)');
  });

  test('in Arabic, download gives an Arabic PDF: its own font, every letter drawn', async () => {
    await page.goto('/apps/invoice/preview/4');
    await expect(preview(page)).toBeVisible();
    await page.getByRole('button', { name: /^Language/ }).click();
    await page.getByRole('button', { name: 'العربية' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    try {
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: invoicesAr.actions.downloadShort, exact: true }).click();
      const pdf = await readFile(await (await download).path(), 'latin1');
      expect(pdf).toMatch(/\/BaseFont \/Tajawal/);
      const lines = pdfText(pdf);
      expect(lines.map(readingOrder)).toEqual(expect.arrayContaining([invoicesAr.preview.title.replace('{{id}}', '4'), invoicesAr.preview.invoiceTo]));
      expect(lines.join('')).not.toContain('\ufffd');
    } finally {
      await page.getByRole('button', { name: signedInAr.navbar.languageIs.replace('{{code}}', 'AR') }).click();
      await page.getByRole('button', { name: 'English' }).click();
      await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    }
  });

  test('delete asks first, and Undo brings the invoice back', async () => {
    await page.goto('/apps/invoice/list');
    await expect(dataRows(page)).toHaveCount(10);
    // The newest invoice (an earlier test of this file may have added one: the mock keeps it).
    const newest = (await dataRows(page).first().getByRole('rowheader').textContent())?.trim() ?? '';
    const total = (await page.getByText(/^Showing 1 to 10 of \d+ invoices$/).textContent()) ?? '';
    await page.getByRole('button', { name: `Delete invoice ${newest}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete invoice?' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(table(page).getByRole('rowheader', { name: newest, exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(dataRows(page).first().getByRole('rowheader')).toHaveText(newest);
    await expect(page.getByText(total, { exact: true })).toBeVisible();
  });

  for (const [name, path] of [
    ['the list', '/apps/invoice/list?status=Paid'],
    ['a preview', '/apps/invoice/preview/4'],
    ['the create form', '/apps/invoice/add'],
  ] as const) {
    test(`no serious accessibility findings on ${name}`, async () => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await seriousAxeFindings(page)).toEqual([]);
    });
  }

  test('an unknown invoice says not found, with a link back', async () => {
    await page.goto('/apps/invoice/preview/999');
    await expect(page.getByRole('heading', { level: 1, name: 'Invoice not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to the invoice list' }).click();
    await expect(dataRows(page)).toHaveCount(10);
  });
});

test('a client account gets Not Authorized by URL and 403 from the API', async ({ browser }) => {
  const page = await browser.newPage();
  await signInAs(page, 'client');
  await page.goto('/apps/invoice/list');
  await expect(page.getByRole('heading', { name: 'You are not authorized' })).toBeVisible();
  await expect(table(page)).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Invoices' })).toHaveCount(0);
  expect(await apiStatus(page, '/apps/invoice/invoices')).toBe(403);
  expect(await apiStatus(page, '/api/invoice/invoices/4/document')).toBe(403);
  await page.close();
});

test('Invoices runs on its own', async ({ browser }) => {
  const page = await browser.newPage();
  await page.goto('http://localhost:3003/');
  await expect(page).toHaveURL('http://localhost:3003/apps/invoice/list');
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
  await expect(dataRows(page)).toHaveCount(10);
  await page.close();
});
