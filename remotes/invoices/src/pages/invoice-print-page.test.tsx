import { screen, waitFor } from '@testing-library/react';
import { invoicesDomain } from '@console/mirage';
import { mockServerPerTest, renderRemote } from '@console/testing';
import invoicesModule from '../module';
import { slow } from '../test-kit';

mockServerPerTest(() => [invoicesDomain()]);

it('shows the invoice and opens the print dialog once it is on screen; Print again reopens it', async () => {
  const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
  const { user } = renderRemote(invoicesModule, '/apps/invoice/print/4');
  expect(await screen.findByRole('article', { name: 'Invoice #4' }, slow)).toBeInTheDocument();
  await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
  await user.click(screen.getByRole('button', { name: 'Print again' }));
  expect(print).toHaveBeenCalledTimes(2);
  expect(screen.getByRole('link', { name: 'Back to the invoice' })).toHaveAttribute('href', '/apps/invoice/preview/4');
  print.mockRestore();
});
