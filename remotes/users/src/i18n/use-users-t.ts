import { useTexts } from '@console/ui';
import type en from './en';

/** The users pages' texts in the current language (namespace 'users'), keys checked against en.ts. */
export const useUsersT = () => useTexts<typeof en>('users');
