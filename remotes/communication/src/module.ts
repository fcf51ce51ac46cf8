import type { RemoteModule } from '@console/contracts';
import { communicationAccess, remoteMeta } from './remote-meta';

const chatBase = remoteMeta.mounts[0];

// The remote's own texts, one chunk per language, loaded with its first page.
const texts = {
  en: () => import(/* webpackChunkName: "communication-texts-en" */ './i18n/en'),
  fr: () => import(/* webpackChunkName: "communication-texts-fr" */ './i18n/fr'),
  ar: () => import(/* webpackChunkName: "communication-texts-ar" */ './i18n/ar'),
};

/** The Communication remote as the shell sees it: the email app at /apps/email, the chat app at /apps/chat. */
const communicationModule = {
  meta: remoteMeta,
  routes: [
    { path: '', load: () => import('./pages/email-page'), requires: communicationAccess.email },
    { path: '', base: chatBase, load: () => import('./pages/chat-page'), requires: communicationAccess.chat },
  ],
  texts: async (language) => (await texts[language]()).default,
} satisfies RemoteModule;

export default communicationModule;
