import { useTranslation } from '@console/runtime';

/**
 * The kit's texts: translated when the host (the shell) registered the 'ui' namespace, English
 * otherwise (a remote running on its own).
 */
export function useUiT() {
  const { t } = useTranslation('ui');
  return (key: string, english: string, values?: Record<string, unknown>) => t(key, { defaultValue: english, ...values });
}
