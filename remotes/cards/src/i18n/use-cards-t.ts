import { useTexts } from '@console/ui';
import type en from './en';

/** This remote's texts in the current language (namespace 'cards'), keys checked against en.ts. */
export const useCardsT = () => useTexts<typeof en>('cards');
