import { useTexts } from '@console/ui';
import type en from './en';

/** This remote's texts in the current language (namespace 'content-pages'), keys checked against en.ts. */
export const useContentPagesT = () => useTexts<typeof en>('content-pages');
