import { useTexts } from '@console/ui';
import type en from './en';

/** This remote's texts in the current language (namespace 'shop'), keys checked against en.ts. */
export const useShopT = () => useTexts<typeof en>('shop');
