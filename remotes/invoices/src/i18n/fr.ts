import type { Translation } from '@console/ui';
import type en from './en';

/** French texts (to translate: the generator copied the English). */
export default {
  title: 'Invoices',
  intro: 'Invoices is part of this console.',
  loading: 'Loading invoices…',
} satisfies Translation<typeof en>;
