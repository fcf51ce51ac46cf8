import { useTexts } from '@console/ui';
import type en from './en';

/** The to-do remote's own texts in the current language, keys checked against en.ts. */
export const useTodoT = () => useTexts<typeof en>('todo');
