import type { Translation } from '@console/ui';
import type en from './en';

/** Arabic texts (to translate: the generator copied the English). */
export default {
  title: 'Shop',
  intro: 'Shop is part of this console.',
  loading: 'Loading shop…',
} satisfies Translation<typeof en>;
