import { useTexts } from '@console/ui';
import type en from './en';

/** This remote's texts in the current language (namespace 'distribution'), keys checked against en.ts. */
export const useDistributionT = () => useTexts<typeof en>('distribution');
