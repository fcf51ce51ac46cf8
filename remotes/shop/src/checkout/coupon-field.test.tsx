import { screen, waitFor } from '@testing-library/react';
import { ecommerceDomain } from '@console/mirage';
import { mockServerPerTest } from '@console/testing';
import { renderShop } from '../test-kit';

mockServerPerTest(() => [ecommerceDomain()]);
jest.setTimeout(15_000);

describe('the coupon, for a keyboard or screen-reader user', () => {
  it('moves the focus to the applied coupon’s Remove (which reads what was applied), then back to the code', async () => {
    const { user } = await renderShop('/apps/ecommerce/checkout');
    const code = await screen.findByRole('textbox', { name: 'Coupon code' });
    // An unknown code leaves the focus where the fix is typed.
    await user.type(code, 'NOPE{Enter}');
    await waitFor(() => expect(code).toHaveAccessibleDescription('This coupon code is not valid.'));
    expect(code).toHaveFocus();
    await user.clear(code);
    await user.type(code, 'studio10');
    await user.click(screen.getByRole('button', { name: 'Apply coupon' }));
    const remove = await screen.findByRole('button', { name: 'Remove coupon' });
    await waitFor(() => expect(remove).toHaveFocus());
    expect(remove).toHaveAccessibleDescription('Coupon STUDIO10 applied: 10% off.');
    await user.click(remove);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Coupon code' })).toHaveFocus());
  });

  it('drops the unknown code’s message once the code is changed or cleared, here and on the next step', async () => {
    const { user } = await renderShop('/apps/ecommerce/checkout');
    const code = await screen.findByRole('textbox', { name: 'Coupon code' });
    await user.type(code, 'NOPE{Enter}');
    await waitFor(() => expect(code).toHaveAccessibleDescription('This coupon code is not valid.'));
    // Changed, the code is one nobody checked yet: no message about it.
    await user.type(code, 'S');
    expect(code).not.toHaveAccessibleDescription();
    expect(code).toBeValid();
    await user.type(code, '{Enter}');
    await waitFor(() => expect(code).toHaveAccessibleDescription('This coupon code is not valid.'));
    // Cleared, there is no coupon at all: nothing to be wrong, on the address step either.
    await user.clear(code);
    expect(code).not.toHaveAccessibleDescription();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('textbox', { name: /Full name/ });
    const after = screen.getByRole('textbox', { name: 'Coupon code' });
    expect(after).toHaveValue('');
    expect(after).not.toHaveAccessibleDescription();
    expect(after).toBeValid();
    expect(screen.queryByText('This coupon code is not valid.')).not.toBeInTheDocument();
  });
});
