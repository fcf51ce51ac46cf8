import { useRef, useState } from 'react';
import { ShoppingCart } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { priceSummary, queryKeys, type Address, type Order, type Payment } from '@console/contracts';
import { Link } from '@console/router';
import { EmptyState, ErrorState, PageHeader, SkeletonLines, useFocusAfterRemoval, useFocusOnChange, useUnsavedChangesPrompt } from '@console/ui';
import { placeOrder } from '../api/shop-api';
import { AddressStep } from '../checkout/address-step';
import { CartLine } from '../checkout/cart-line';
import { useCheckoutForms } from '../checkout/checkout-forms';
import { CheckoutSteps, type CheckoutStep } from '../checkout/checkout-steps';
import { CouponField } from '../checkout/coupon-field';
import { useAppliedCoupon } from '../checkout/coupon-store';
import { OrderPlaced } from '../checkout/order-placed';
import { PaymentStep } from '../checkout/payment-step';
import { PriceSummaryCard } from '../checkout/price-summary-card';
import { useCart } from '../hooks/use-cart';
import { useLoadFailure } from '../hooks/use-load-failure';
import { useShopPermissions } from '../hooks/use-shop-permissions';
import { useShopT } from '../i18n/use-shop-t';

/** The cart and the three-step checkout: cart → address → payment → order placed. */
export default function CheckoutPage() {
  const t = useShopT();
  const client = useQueryClient();
  const cart = useCart();
  const may = useShopPermissions();
  const forms = useCheckoutForms();
  const [step, setStep] = useState<CheckoutStep>('cart');
  const [address, setAddress] = useState<Address | null>(null);
  const [coupon, setCoupon] = useAppliedCoupon();
  const [order, setOrder] = useState<Order | null>(null);
  // The forms keep their input on every step (a step back to the cart included): it is lost only
  // by leaving the page, so leaving asks whenever either holds input, until the order is placed.
  const { isDirty: addressTyped } = forms.address.formState;
  const { isDirty: paymentTyped } = forms.payment.formState;
  const prompt = useUnsavedChangesPrompt(step !== 'placed' && (addressTyped || paymentTyped));

  const lines = cart.data;
  // The main column's heading (the cart's, a step's or the confirmation's) takes the focus when the
  // step changes, and when the cart's last line leaves: the controls that had it are gone.
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOnChange(step, heading);
  const { listProps } = useFocusAfterRemoval(lines?.map((line) => line.id) ?? [], heading);
  const summary = priceSummary(lines ?? [], coupon?.percent ?? 0);

  const place = async (payment: Payment) => {
    if (!address) return setStep('address');
    const placed = await placeOrder(address, payment, coupon?.code);
    // The order emptied the cart: the navbar's count follows at once, the shop refetches.
    client.setQueryData(queryKeys.shop.cart, []);
    void client.invalidateQueries({ queryKey: queryKeys.shop.all });
    setCoupon(null);
    setOrder(placed);
    setStep('placed');
  };

  const retry = () => void cart.refetch();
  // A cart that never loaded keeps its error through background refetches, until Retry.
  const load = useLoadFailure(cart);
  // A failed refetch (after a cart change, a language switch) keeps the cart and the step on
  // screen, typed input and all, under a notice that they are from the last load.
  const staleCart = cart.isError && lines !== undefined && step !== 'placed';

  const body = () => {
    if (step === 'placed' && order) return <OrderPlaced order={order} headingRef={heading} />;
    if (!lines) return load.failed ? <ErrorState message={t('loadFailed')} onRetry={load.retry} /> : <SkeletonLines lines={6} label={t('loading')} />;
    if (lines.length === 0) {
      return (
        <section aria-labelledby="cart-items-title">
          <h2 className="visually-hidden" id="cart-items-title" tabIndex={-1} ref={heading}>{t('cart.items')}</h2>
          <EmptyState icon={ShoppingCart} title={t('cart.emptyTitle')} text={t('cart.emptyText')} action={<Link className="btn btn-primary" to="/apps/ecommerce/shop">{t('wishlist.browse')}</Link>} />
        </section>
      );
    }
    return (
      <div className="row g-4">
        <div className="col-lg-8">
          {step === 'cart' && (
            <section aria-labelledby="cart-items-title">
              <h2 className="h5" id="cart-items-title" tabIndex={-1} ref={heading}>{t('cart.items')}</h2>
              {!may.add && <p id="cart-read-only" className="text-body-secondary">{t('cart.readOnly')}</p>}
              <ul className="list-unstyled d-flex flex-column gap-3 mb-0" {...listProps}>
                {lines.map((line) => <li key={line.id}><CartLine line={line} readOnlyNote="cart-read-only" /></li>)}
              </ul>
            </section>
          )}
          {step === 'address' && <AddressStep form={forms.address} headingRef={heading} onBack={() => setStep('cart')} onDone={(value) => { setAddress(value); setStep('payment'); }} />}
          {step === 'payment' && <PaymentStep form={forms.payment} headingRef={heading} onBack={() => setStep('address')} onPlace={place} />}
        </div>
        <div className="col-lg-4 d-flex flex-column gap-3">
          {/* A coupon and an order ask the same permission: without it, neither is offered. */}
          {may.order && <div className="card card-body"><CouponField coupon={coupon} onChange={setCoupon} /></div>}
          <PriceSummaryCard summary={summary} />
          {step === 'cart' && (
            // Disabled, not hidden, with the reason: the way to the order is where one looks for it.
            <button type="button" className="btn btn-primary" onClick={() => setStep('address')} disabled={!may.order} aria-describedby={may.order ? undefined : 'checkout-not-allowed'}>
              {t('checkout.continue')}
            </button>
          )}
          {step === 'cart' && !may.order && <p id="checkout-not-allowed" className="form-text mb-0">{t('checkout.mayNotOrder')}</p>}
        </div>
      </div>
    );
  };

  return (
    <>
      <PageHeader title={t('checkout.title')} breadcrumb={[{ label: t('breadcrumb'), to: '/apps/ecommerce/shop' }]} />
      <CheckoutSteps step={step} />
      {staleCart && <ErrorState message={t('loadFailed')} stale onRetry={retry} />}
      {body()}
      {prompt}
    </>
  );
}
