import type { Translation } from '@console/ui';
import type en from './en';

/** French texts (to translate: the generator copied the English). */
export default {
  title: 'Distribution',
  intro: 'Distribution is part of this console.',
  loading: 'Loading distribution…',
} satisfies Translation<typeof en>;
