import { act, screen, waitFor, within } from '@testing-library/react';
import { developmentUser } from '@console/auth';
import { ecommerceDomain } from '@console/mirage';
import { mockServerPerTest } from '@console/testing';
import { reachPaymentWithCard, renderShop } from '../test-kit';
import { couponStorageKey } from './coupon-store';

mockServerPerTest(() => [ecommerceDomain()]);
jest.setTimeout(20_000);

const applied = 'Coupon STUDIO10 applied: 10% off.';

async function applyStudio10() {
  const view = await renderShop('/apps/ecommerce/checkout');
  await view.user.type(await screen.findByRole('textbox', { name: 'Coupon code' }), 'studio10{Enter}');
  expect(await screen.findByText(applied)).toBeInTheDocument();
  return view;
}

describe('an applied coupon', () => {
  it('is still applied after a trip to the catalogue and back', async () => {
    const { router } = await applyStudio10();
    await act(() => router.navigate('/apps/ecommerce/shop'));
    await screen.findByRole('heading', { level: 1, name: 'Shop' });
    await act(() => router.navigate('/apps/ecommerce/checkout'));
    expect(await screen.findByText(applied)).toBeInTheDocument();
    // The price details still take it off.
    expect(within(screen.getByRole('region', { name: 'Price details' })).getByText('Coupon', { selector: 'dt' })).toBeInTheDocument();
  });

  it('is still applied when the page is opened again (a reload), and only for its user', async () => {
    (await applyStudio10()).unmount();
    const { unmount } = await renderShop('/apps/ecommerce/checkout');
    expect(await screen.findByText(applied)).toBeInTheDocument();
    unmount();
    // Another account signed in in the same tab does not get it.
    await renderShop('/apps/ecommerce/checkout', { ...developmentUser, id: developmentUser.id + 1, email: 'other@example.com' });
    expect(await screen.findByRole('textbox', { name: 'Coupon code' })).toHaveValue('');
    expect(screen.queryByText(applied)).not.toBeInTheDocument();
  });

  it('is forgotten once removed, and once the order is placed', async () => {
    const { user, unmount } = await applyStudio10();
    await user.click(screen.getByRole('button', { name: 'Remove coupon' }));
    unmount();
    await renderShop('/apps/ecommerce/checkout');
    expect(await screen.findByRole('textbox', { name: 'Coupon code' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Coupon code' }), 'crew15{Enter}');
    expect(await screen.findByText('Coupon CREW15 applied: 15% off.')).toBeInTheDocument();
    await reachPaymentWithCard(user);
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByRole('heading', { name: 'Order placed' })).toBeInTheDocument();
    await waitFor(() => expect(sessionStorage.getItem(couponStorageKey)).toBeNull());
  });

  it.each([['not JSON', '{oops'], ['no percent', '{"code":"STUDIO10","userId":1}'], ['a number', '42']])('reads corrupted storage (%s) as no coupon', async (_, stored) => {
    sessionStorage.setItem(couponStorageKey, stored);
    await renderShop('/apps/ecommerce/checkout');
    expect(await screen.findByRole('textbox', { name: 'Coupon code' })).toBeInTheDocument();
    expect(screen.queryByText(/applied/)).not.toBeInTheDocument();
  });
});
