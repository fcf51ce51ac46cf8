import { useTexts } from '@console/ui';
import type en from './en';

/** This remote's texts in the current language (namespace 'media'), keys checked against en.ts. */
export const useMediaT = () => useTexts<typeof en>('media');

export type MediaT = ReturnType<typeof useMediaT>;
