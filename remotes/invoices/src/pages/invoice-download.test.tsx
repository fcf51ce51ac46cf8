import { act, screen, waitFor, within } from '@testing-library/react';
import { Response } from 'miragejs';
import { developmentUser, type SessionUser } from '@console/auth';
import { invoicesDomain } from '@console/mirage';
import { mockServerPerTest, pdfText, renderRemote, switchTestLanguage } from '@console/testing';
import { uiFr } from '@console/ui/i18n/fr';
import fr from '../i18n/fr';
import { saveInvoicePdf } from '../api/invoice-pdf';
import invoicesModule from '../module';
import { allInvoices, ids, renderList, rowOf, slow } from '../test-kit';

jest.setTimeout(30_000);
const mock = mockServerPerTest(() => [invoicesDomain()]);

// Under Jest, jspdf is its Node build, whose save writes the file to disk: the PDF is still made,
// and the file the browser would be handed is noted instead.
const mockSavedFiles: string[] = [];
const mockSavedPdfs: string[] = [];
jest.mock('../api/invoice-pdf', () => {
  const actual = jest.requireActual<typeof import('../api/invoice-pdf')>('../api/invoice-pdf');
  return {
    ...actual,
    saveInvoicePdf: jest.fn((...[full, ...rest]: Parameters<typeof actual.saveInvoicePdf>) => {
      mockSavedPdfs.push(actual.invoicePdf(full, ...rest).output());
      mockSavedFiles.push(`invoice-${full.invoice.id}.pdf`);
    }),
  };
});
beforeEach(() => {
  mockSavedFiles.length = 0;
  mockSavedPdfs.length = 0;
});

const reader: SessionUser = { ...developmentUser, role: 'client', ability: [{ action: 'read', subject: 'Invoice' }] };
const statusBadge = () => within(screen.getByRole('article')).getByText(/^(Draft|Downloaded)$/, { selector: '.badge' });

async function downloadFromPreview(id: number, user?: SessionUser) {
  const view = renderRemote(invoicesModule, `/apps/invoice/preview/${id}`, user);
  await screen.findByRole('article', { name: `Invoice #${id}` }, slow);
  await view.user.click(screen.getByRole('button', { name: 'Download' }));
  await waitFor(() => expect(mockSavedFiles).toEqual([`invoice-${id}.pdf`]), slow);
  return view;
}

describe('downloading an invoice PDF', () => {
  it('marks a Draft invoice Downloaded: the preview shows it without a reload', async () => {
    expect((await allInvoices())[17]).toMatchObject({ id: 18, invoiceStatus: 'Draft' });
    await downloadFromPreview(18);
    await waitFor(() => expect(statusBadge()).toHaveTextContent('Downloaded'), slow);
    expect((await allInvoices())[17]).toMatchObject({ invoiceStatus: 'Downloaded' });
  });

  it('moves a downloaded Draft from the Draft filter to the Downloaded one in the list', async () => {
    const { user } = await renderList('/apps/invoice/list?status=Draft');
    await waitFor(() => expect(ids()).toEqual([19, 18]), slow);
    await user.click(screen.getByRole('button', { name: 'Download invoice #18' }));
    await waitFor(() => expect(ids()).toEqual([19]), slow);
    expect(mockSavedFiles).toEqual(['invoice-18.pdf']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Downloaded');
    await waitFor(() => expect(ids()).toContain(18), slow);
    expect(within(rowOf(18)).getByRole('link', { name: /^Downloaded · balance/ })).toBeInTheDocument();
  });

  it('gives an account that may only read invoices its PDF, and changes nothing', async () => {
    const recorded = jest.fn(() => new Response(500, {}, { message: 'Not expected.' }));
    mock.server().post('/api/invoice/invoices/:id/downloaded', recorded);
    await downloadFromPreview(18, reader);
    // What a recording would have sent has had time to arrive.
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(recorded).not.toHaveBeenCalled();
    expect(statusBadge()).toHaveTextContent('Draft');
    expect((await allInvoices())[17]).toMatchObject({ invoiceStatus: 'Draft' });
  });

  it('records nothing when the PDF could not be made, and says so', async () => {
    jest.mocked(saveInvoicePdf).mockImplementationOnce(() => {
      throw new Error('No canvas.');
    });
    const recorded = jest.fn(() => new Response(500, {}, { message: 'Not expected.' }));
    mock.server().post('/api/invoice/invoices/:id/downloaded', recorded);
    const { user } = renderRemote(invoicesModule, '/apps/invoice/preview/18');
    await screen.findByRole('article', { name: 'Invoice #18' }, slow);
    await user.click(screen.getByRole('button', { name: 'Download' }));
    expect(await screen.findByText('The PDF could not be made.', {}, slow)).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(recorded).not.toHaveBeenCalled();
    expect(statusBadge()).toHaveTextContent('Draft');
  });

  it('says the PDF is being prepared on the preview and makes one file however often Download is pressed meanwhile', async () => {
    const { user } = renderRemote(invoicesModule, '/apps/invoice/preview/18');
    await screen.findByRole('article', { name: 'Invoice #18' }, slow);
    mock.server().timing = 300; // the invoice's call takes a while, as jspdf's first load does
    await user.click(screen.getByRole('button', { name: 'Download' }));
    const preparing = screen.getByRole('button', { name: 'Preparing…' });
    expect(preparing).toHaveAttribute('aria-disabled', 'true');
    expect(preparing).toHaveFocus();
    await user.click(preparing);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Download' })).not.toHaveAttribute('aria-disabled'), slow);
    expect(mockSavedFiles).toEqual(['invoice-18.pdf']);
  });

  it('says the PDF is being prepared in the row and makes one file however often its Download is pressed meanwhile', async () => {
    const { user } = await renderList();
    mock.server().timing = 300;
    await user.click(screen.getByRole('button', { name: 'Download invoice #18' }));
    const preparing = screen.getByRole('button', { name: 'Preparing the PDF of invoice #18…' });
    expect(preparing).toHaveAttribute('aria-disabled', 'true');
    expect(preparing).toHaveFocus();
    await user.click(preparing);
    await screen.findByRole('button', { name: 'Download invoice #18' }, slow);
    expect(mockSavedFiles).toEqual(['invoice-18.pdf']);
  });

  it('writes the tax rate in the PDF as the screen writes it in French', async () => {
    const [first] = await allInvoices();
    const body = { client: first!.client, service: 'Clip', salesperson: 'Tom Becker', issuedDate: '2026-11-02', dueDate: '2026-12-02', items: [{ description: 'Clip', cost: '100', qty: '1' }], discount: '0', taxRate: '8.5', note: '', paymentTerms: '' };
    await fetch('/api/invoice/invoices', { method: 'POST', body: JSON.stringify(body) });
    await switchTestLanguage('fr', { ui: uiFr });
    try {
      const { user } = renderRemote(invoicesModule, '/apps/invoice/preview/21');
      const document = await screen.findByRole('article', { name: fr.preview.title.replace('{{id}}', '21') }, slow);
      expect(within(document).getByText('Taxe (8,5 %)')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: fr.actions.downloadShort }));
      await waitFor(() => expect(mockSavedFiles).toEqual(['invoice-21.pdf']), slow);
      expect(pdfText(mockSavedPdfs[0]!).some((line) => line.startsWith('Taxe (8,5 %)'))).toBe(true);
    } finally {
      await switchTestLanguage('en');
    }
  });

  it('says nothing about a failed download when only the recording fails: the PDF was saved', async () => {
    const recorded = jest.fn(() => new Response(503, {}, { message: 'The billing service is down.' }));
    mock.server().post('/api/invoice/invoices/:id/downloaded', recorded);
    await downloadFromPreview(18);
    await waitFor(() => expect(recorded).toHaveBeenCalledTimes(1), slow);
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(screen.queryByText('The PDF could not be made.')).not.toBeInTheDocument();
    expect(screen.queryByText(/billing service/)).not.toBeInTheDocument();
    expect(statusBadge()).toHaveTextContent('Draft');
  });
});
