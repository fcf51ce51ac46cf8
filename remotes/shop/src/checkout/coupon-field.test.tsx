import { screen, waitFor } from '@testing-library/react';
import { ecommerceDomain } from '@console/mirage';
import { mockServerPerTest } from '@console/testing';
import { renderShop } from '../test-kit';

const mock = mockServerPerTest(() => [ecommerceDomain()]);
// A mock server that answers after 300 ms, so that the check is seen under way.
const slow = { timeout: 3_000 };
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

describe('applying a coupon, as the audit of the checkout pressed it', () => {
  it('keeps the focus on Apply while the code is checked, then gives it to the code with its message', async () => {
    mock.restart({ timing: 300 });
    const { user } = await renderShop('/apps/ecommerce/checkout');
    const code = await screen.findByRole('textbox', { name: 'Coupon code' });
    await user.type(code, 'FOO');
    await user.tab();
    const apply = screen.getByRole('button', { name: 'Apply coupon' });
    expect(apply).toHaveFocus();
    await user.keyboard('{Enter}');
    // Under way: unavailable, yet not disabled (Chromium moves the focus off a disabled button).
    expect(apply).toHaveAttribute('aria-disabled', 'true');
    expect(apply).toBeEnabled();
    expect(apply).toHaveFocus();
    await waitFor(() => expect(screen.getByLabelText('Coupon code')).toHaveFocus(), slow);
    expect(screen.getByText('This coupon code is not valid.')).toBeVisible();
    expect(code).toBeInvalid();
    expect(code).toHaveAccessibleDescription('This coupon code is not valid.');
    expect(apply).not.toHaveAttribute('aria-disabled');
  });

  it('moves the focus from a clicked Apply to the code it refused', async () => {
    const { user } = await renderShop('/apps/ecommerce/checkout');
    await user.type(await screen.findByRole('textbox', { name: 'Coupon code' }), 'FOO');
    await user.click(screen.getByRole('button', { name: 'Apply coupon' }));
    await waitFor(() => expect(screen.getByLabelText('Coupon code')).toHaveFocus());
    expect(screen.getByLabelText('Coupon code')).toHaveAccessibleDescription('This coupon code is not valid.');
  });

  it('asks for a code when Apply is pressed with none, at the code, which has the focus', async () => {
    const { user } = await renderShop('/apps/ecommerce/checkout');
    await screen.findByRole('textbox', { name: 'Coupon code' });
    await user.click(screen.getByRole('button', { name: 'Apply coupon' }));
    await waitFor(() => expect(screen.getByLabelText('Coupon code')).toHaveFocus());
    expect(screen.getByText('Enter a coupon code.')).toBeVisible();
    expect(screen.getByLabelText('Coupon code')).toHaveAccessibleDescription('Enter a coupon code.');
    expect(screen.getByLabelText('Coupon code')).toBeInvalid();
  });

  it('announces an applied coupon in a status that was on the page, empty, before it', async () => {
    const { user } = await renderShop('/apps/ecommerce/checkout');
    await user.type(await screen.findByRole('textbox', { name: 'Coupon code' }), 'studio10');
    // A live region that arrives with its text is not read by every screen reader: it is there already.
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();
    await user.click(screen.getByRole('button', { name: 'Apply coupon' }));
    await waitFor(() => expect(status).toHaveTextContent('Coupon STUDIO10 applied: 10% off.'));
    expect(screen.getByRole('status')).toBe(status);
    // Removed, the coupon leaves the status empty, ready for the next.
    await user.click(screen.getByRole('button', { name: 'Remove coupon' }));
    await waitFor(() => expect(screen.getByLabelText('Coupon code')).toHaveFocus());
    expect(status).toBeEmptyDOMElement();
  });
});
