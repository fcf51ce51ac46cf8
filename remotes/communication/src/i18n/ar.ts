import type { Translation } from '@console/ui';
import type en from './en';

/** Arabic texts (to translate: the generator copied the English). */
export default {
  title: 'Communication',
  intro: 'Communication is part of this console.',
  loading: 'Loading communication…',
} satisfies Translation<typeof en>;
