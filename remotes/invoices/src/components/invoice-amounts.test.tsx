import { screen, within } from '@testing-library/react';
import { invoicesDomain } from '@console/mirage';
import { mockServerPerTest, renderRemote } from '@console/testing';
import invoicesModule from '../module';
import { slow } from '../test-kit';

jest.setTimeout(30_000);
mockServerPerTest(() => [invoicesDomain()]);

/** Nothing in or around the amounts that a screen reader reads out by itself when its text changes. */
function expectQuiet(form: HTMLElement, amounts: HTMLElement) {
  expect(amounts).not.toHaveAttribute('aria-live');
  expect(form).not.toHaveAttribute('aria-live');
  for (const role of ['status', 'alert', 'log'] as const) expect(within(amounts).queryByRole(role)).not.toBeInTheDocument();
}

describe('the form’s amounts', () => {
  it('are a named group read in place, not read out on load nor at every keystroke in a cost', async () => {
    const { user } = renderRemote(invoicesModule, '/apps/invoice/add');
    const formElement = await screen.findByRole('form', { name: 'Create invoice' }, slow);
    const form = within(formElement);
    const amounts = form.getByRole('group', { name: 'Amounts' });
    expectQuiet(formElement, amounts);

    await user.type(form.getByLabelText('Unit cost *'), '12.5');
    // Still current for whoever moves there: subtotal and total.
    expect(within(amounts).getAllByText('$12.50')).toHaveLength(2);
    expectQuiet(formElement, form.getByRole('group', { name: 'Amounts' }));
  });
});
