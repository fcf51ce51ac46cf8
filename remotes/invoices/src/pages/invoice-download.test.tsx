import { act, screen, waitFor, within } from '@testing-library/react';
import { Response } from 'miragejs';
import { developmentUser, type SessionUser } from '@console/auth';
import { invoicesDomain } from '@console/mirage';
import { mockServerPerTest, renderRemote } from '@console/testing';
import { saveInvoicePdf } from '../api/invoice-pdf';
import invoicesModule from '../module';
import { allInvoices, ids, renderList, rowOf, slow } from '../test-kit';

jest.setTimeout(30_000);
const mock = mockServerPerTest(() => [invoicesDomain()]);

// Under Jest, jspdf is its Node build, whose save writes the file to disk: the PDF is still made,
// and the file the browser would be handed is noted instead.
const mockSavedFiles: string[] = [];
jest.mock('../api/invoice-pdf', () => {
  const actual = jest.requireActual<typeof import('../api/invoice-pdf')>('../api/invoice-pdf');
  return {
    ...actual,
    saveInvoicePdf: jest.fn((...[full, ...rest]: Parameters<typeof actual.saveInvoicePdf>) => {
      actual.invoicePdf(full, ...rest).output();
      mockSavedFiles.push(`invoice-${full.invoice.id}.pdf`);
    }),
  };
});
beforeEach(() => {
  mockSavedFiles.length = 0;
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
