import type { Translation } from '@console/ui';
import type en from './en';

/** Arabic texts (to translate: the generator copied the English). */
export default {
  title: 'Media',
  intro: 'Media is part of this console.',
  loading: 'Loading media…',
} satisfies Translation<typeof en>;
