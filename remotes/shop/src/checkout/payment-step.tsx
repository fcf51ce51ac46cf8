import { useId, type Ref } from 'react';
import { CreditCard } from 'lucide-react';
import { useFormContext, useWatch } from 'react-hook-form';
import { ApiError } from '@console/auth';
import { checkoutPaymentMethods, type Payment } from '@console/contracts';
import { SchemaForm, SubmitButton, TextField, useMessageText } from '@console/ui';
import { useShopPermissions } from '../hooks/use-shop-permissions';
import { useShopT } from '../i18n/use-shop-t';
import type { CheckoutForms } from './checkout-forms';

/** The method as labelled radio buttons, its error read with the group. */
function MethodChoice() {
  const t = useShopT();
  const message = useMessageText();
  const id = useId();
  const { register, formState } = useFormContext();
  const error = formState.errors.method?.message;
  const text = typeof error === 'string' ? (message(error) ?? error) : '';
  return (
    <fieldset aria-describedby={text ? `${id}-error` : undefined}>
      <legend className="form-label fs-6">{t('payment.method')}</legend>
      {checkoutPaymentMethods.map((method) => (
        <div className="form-check" key={method}>
          <input {...register('method')} id={`${id}-${method}`} type="radio" value={method} className="form-check-input" />
          <label htmlFor={`${id}-${method}`} className="form-check-label">{t(`payment.${method}`)}</label>
        </div>
      ))}
      {text && <div id={`${id}-error`} className="invalid-feedback d-block">{text}</div>}
    </fieldset>
  );
}

/** The card's details, asked only when paying by card. */
function CardFields() {
  const t = useShopT();
  const expiryFormat = t('payment.cardExpiryFormat');
  const method = useWatch({ name: 'method' }) as unknown;
  if (method !== 'card') return null;
  return (
    <div className="row g-3">
      <div className="col-md-6"><TextField name="cardName" label={t('payment.cardName')} required autoComplete="cc-name" /></div>
      <div className="col-md-6"><TextField name="cardNumber" label={t('payment.cardNumber')} required autoComplete="cc-number" inputMode="numeric" dir="ltr" /></div>
      <div className="col-md-6"><TextField name="cardExpiry" label={t('payment.cardExpiry', { format: expiryFormat })} required autoComplete="cc-exp" placeholder={expiryFormat} /></div>
      <div className="col-md-6"><TextField name="cardCvv" label={t('payment.cardCvv')} required autoComplete="cc-csc" /></div>
    </div>
  );
}

/** The order call's field errors name `payment.cardNumber`; this form's fields are `cardNumber`. */
function asPaymentErrors(error: unknown): unknown {
  if (!(error instanceof ApiError)) return error;
  const fields = Object.fromEntries(Object.entries(error.fieldErrors).map(([key, text]) => [key.replace(/^payment\./, ''), text]));
  return new ApiError(error.status, error.message, fields);
}

/** Step 3: how to pay; submitting places the order (an account that may not order is told why it cannot). */
export function PaymentStep({ form, headingRef, onBack, onPlace }: { form: CheckoutForms['payment']; headingRef: Ref<HTMLHeadingElement>; onBack(): void; onPlace(payment: Payment): Promise<void> }) {
  const t = useShopT();
  const may = useShopPermissions();
  const noteId = useId();
  const place = async (payment: Payment) => {
    try {
      await onPlace(payment);
    } catch (error) {
      // Rights taken away on the server before this page knew: say that the order was not placed
      // and why (SchemaForm keeps the input), rather than a bare "no permission".
      if (error instanceof ApiError && error.status === 403) throw new Error(t('checkout.orderRefused'));
      throw asPaymentErrors(error);
    }
  };
  return (
    <section className="card card-body" aria-labelledby="payment-title">
      <h2 className="h5" id="payment-title" tabIndex={-1} ref={headingRef}><CreditCard size={18} aria-hidden="true" className="me-2" />{t('checkout.paymentTitle')}</h2>
      <SchemaForm form={form} onSubmit={place} aria-label={t('checkout.paymentTitle')}>
        <MethodChoice />
        <CardFields />
        <div className="d-flex justify-content-between">
          <button type="button" className="btn btn-outline-secondary" onClick={onBack}>{t('checkout.back')}</button>
          {may.order ? (
            <SubmitButton>{t('checkout.placeOrder')}</SubmitButton>
          ) : (
            // Disabled, not hidden: the last step of the wizard would otherwise end in nothing.
            <button type="submit" className="btn btn-primary" disabled aria-describedby={noteId}>{t('checkout.placeOrder')}</button>
          )}
        </div>
        {!may.order && <p id={noteId} className="form-text text-end mb-0">{t('checkout.mayNotOrder')}</p>}
      </SchemaForm>
    </section>
  );
}
