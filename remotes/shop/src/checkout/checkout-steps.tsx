import { useShopT } from '../i18n/use-shop-t';

export const checkoutSteps = ['cart', 'address', 'payment'] as const;
export type CheckoutStep = (typeof checkoutSteps)[number] | 'placed';

const labels = { cart: 'checkout.stepCart', address: 'checkout.stepAddress', payment: 'checkout.stepPayment' } as const;

/** Where the customer is in the wizard (the current step is `aria-current="step"`). */
export function CheckoutSteps({ step }: { step: CheckoutStep }) {
  const t = useShopT();
  const current = step === 'placed' ? checkoutSteps.length : checkoutSteps.indexOf(step);
  return (
    <nav aria-label={t('checkout.steps')} className="mb-4">
      <ol className="d-flex gap-3 list-unstyled mb-0 flex-wrap">
        {checkoutSteps.map((name, index) => (
          <li key={name} aria-current={index === current ? 'step' : undefined} className={`badge rounded-pill fs-6 ${index === current ? 'text-bg-primary' : index < current ? 'text-bg-success' : 'text-bg-light'}`}>
            {index + 1}. {t(labels[name])}
          </li>
        ))}
      </ol>
    </nav>
  );
}
