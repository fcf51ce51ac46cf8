import type { Ref } from 'react';
import type { Address } from '@console/contracts';
import { SchemaForm, SubmitButton, TextField } from '@console/ui';
import { useShopT } from '../i18n/use-shop-t';
import type { CheckoutForms } from './checkout-forms';

/** Step 2: where to deliver, checked at each field with the order call's own schema. */
export function AddressStep({ form, headingRef, onBack, onDone }: { form: CheckoutForms['address']; headingRef: Ref<HTMLHeadingElement>; onBack(): void; onDone(address: Address): void }) {
  const t = useShopT();
  return (
    <section className="card card-body" aria-labelledby="address-title">
      <h2 className="h5" id="address-title" tabIndex={-1} ref={headingRef}>{t('checkout.addressTitle')}</h2>
      <SchemaForm form={form} onSubmit={async (address) => onDone(address)} aria-label={t('checkout.addressTitle')}>
        <div className="row g-3">
          <div className="col-md-6"><TextField name="fullName" label={t('address.fullName')} required autoComplete="name" /></div>
          <div className="col-md-6"><TextField name="phone" label={t('address.phone')} required type="tel" autoComplete="tel" /></div>
          <div className="col-12"><TextField name="street" label={t('address.street')} required autoComplete="street-address" /></div>
          <div className="col-md-4"><TextField name="city" label={t('address.city')} required autoComplete="address-level2" /></div>
          <div className="col-md-4"><TextField name="postcode" label={t('address.postcode')} required autoComplete="postal-code" dir="ltr" /></div>
          <div className="col-md-4"><TextField name="country" label={t('address.country')} required autoComplete="country-name" /></div>
        </div>
        <div className="d-flex justify-content-between">
          <button type="button" className="btn btn-outline-secondary" onClick={onBack}>{t('checkout.back')}</button>
          <SubmitButton>{t('checkout.continue')}</SubmitButton>
        </div>
      </SchemaForm>
    </section>
  );
}
