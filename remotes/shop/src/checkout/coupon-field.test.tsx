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
});
