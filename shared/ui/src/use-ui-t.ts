import { useCallback } from 'react';
import { useTranslation } from '@console/runtime';

/**
 * The kit's texts: translated when the host (the shell) registered the 'ui' namespace, English
 * otherwise (a remote running on its own).
 */
export function useUiT() {
  const { t } = useTranslation('ui');
  // Stable while the language stays, as i18next's own t: hooks built on it may memoize.
  return useCallback((key: string, english: string, values?: Record<string, unknown>) => t(key, { defaultValue: english, ...values }), [t]);
}
