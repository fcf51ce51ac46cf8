// The console's one React binding of i18next. It lives inside this singleton rather than being a
// federation share of its own: a shared library is bundled whole (about 10 KB gzip for
// react-i18next), a library inside a singleton is tree-shaken to what the console uses (~3 KB),
// and the singleton still guarantees one copy, hence one i18next instance bound to React.
import type { i18n as I18n } from 'i18next';
import { getI18n, useTranslation as useI18nextTranslation, type UseTranslationOptions } from 'react-i18next';

export { initReactI18next } from 'react-i18next';

type Emitter = { emit(event: string, ...args: unknown[]): void };

const forwarding = new WeakSet<object>();

/** The store also says which namespace got texts: `added:<namespace>` besides i18next's `added`. */
function announceAddedNamespaces(i18n: I18n | undefined): void {
  const store = i18n?.store;
  if (!store || forwarding.has(store)) return;
  forwarding.add(store);
  store.on('added', (language, namespace) => (store as unknown as Emitter).emit(`added:${namespace}`, language, namespace));
}

/**
 * react-i18next's hook, re-rendered when texts of its own namespace arrive (a chunk that loads
 * after the component) or the language changes. i18next's store event `added` would re-render
 * every translated component of the console for any namespace added anywhere (each remote's
 * texts, the API's message keys): the whole layout, several times, while a page loads.
 */
export function useTranslation(namespace?: string, options: UseTranslationOptions<undefined> & { i18n?: I18n } = {}) {
  announceAddedNamespaces(options.i18n ?? getI18n());
  return useI18nextTranslation(namespace, { bindI18nStore: namespace ? `added:${namespace}` : '', ...options });
}
