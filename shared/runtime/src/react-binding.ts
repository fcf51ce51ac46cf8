// The console's one React binding of i18next. It lives inside this singleton rather than being a
// federation share of its own: a shared library is bundled whole (about 10 KB gzip for
// react-i18next), a library inside a singleton is tree-shaken to what the console uses (~3 KB),
// and the singleton still guarantees one copy, hence one i18next instance bound to React.
export { initReactI18next, useTranslation } from 'react-i18next';
