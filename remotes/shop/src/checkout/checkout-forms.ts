import { AddressSchema, PaymentSchema, type PaymentInput } from '@console/contracts';
import { useSchemaForm } from '@console/ui';

const emptyAddress = { fullName: '', phone: '', street: '', city: '', postcode: '', country: '' };
const emptyPayment: PaymentInput = { method: 'card', cardName: '', cardNumber: '', cardExpiry: '', cardCvv: '' };

/**
 * The address and payment forms, held by the checkout page rather than by each step, so that
 * what was typed survives a step back (react-hook-form keeps unmounted fields' values).
 */
export function useCheckoutForms() {
  const address = useSchemaForm(AddressSchema, emptyAddress);
  // The variant schema's input is a union; the form always holds every field.
  const payment = useSchemaForm(PaymentSchema, emptyPayment as never);
  return { address, payment };
}

export type CheckoutForms = ReturnType<typeof useCheckoutForms>;
