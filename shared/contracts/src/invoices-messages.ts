// The invoices domain's value lists and message texts, apart from its schemas (see todo-messages.ts):
// the sign-in page bundles every domain's English messages and must not bring the schemas along.
import { define } from './schema-kit';

/** English text of each invoices message key (`invoices.errors.*`; the spec gives none). */
export const invoicesMessagesEn = /* @__PURE__ */ define(() => ({
  'invoices.errors.required': 'Fill in this field.',
  'invoices.errors.email': 'Enter a valid email address.',
  'invoices.errors.date': 'Enter a date.',
  'invoices.errors.dueBeforeIssued': 'The due date cannot be before the issue date.',
  'invoices.errors.items': 'Add at least one line item.',
  'invoices.errors.money': 'Enter an amount such as 12.50.',
  'invoices.errors.qty': 'Enter a whole quantity from 1.',
  'invoices.errors.taxRate': 'Enter a rate from 0 to 100.',
  'invoices.errors.discountTooHigh': 'The discount cannot be more than the subtotal.',
  'invoices.errors.amountPositive': 'Enter an amount above zero.',
  'invoices.errors.amountTooHigh': 'The payment cannot be more than the balance.',
  'invoices.errors.amountTooLarge': 'Enter an amount of at most 1,000,000,000.00.',
  'invoices.errors.totalTooLarge': 'The total cannot be more than 1,000,000,000.00.',
  'invoices.errors.method': 'Choose a payment method.',
  'invoices.errors.alreadyPaid': 'This invoice is already paid.',
  'invoices.errors.totalBelowPaid': 'The total cannot be below the amount already paid.',
  'invoices.errors.phone': 'Enter a phone number of 7 to 15 digits (spaces, dots, dashes, brackets and a leading + are fine).',
} satisfies Record<`invoices.errors.${string}`, string>));
