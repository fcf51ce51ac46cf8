import { useTexts } from '@console/ui';
import type en from './en';

/** This remote's texts in the current language (namespace 'invoices'), keys checked against en.ts. */
export const useInvoicesT = () => useTexts<typeof en>('invoices');
