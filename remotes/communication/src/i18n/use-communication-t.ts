import { useTexts } from '@console/ui';
import type en from './en';

/** This remote's texts in the current language (namespace 'communication'), keys checked against en.ts. */
export const useCommunicationT = () => useTexts<typeof en>('communication');
