import type { RemoteMeta } from '@console/contracts';

/** The mock guards /apps/email/ with Email and /apps/chat/ with Chat (shared/mirage/src/domain-index.ts). */
export const communicationAccess = {
  email: { action: 'read', subject: 'Email' },
  chat: { action: 'read', subject: 'Chat' },
} as const;
const { email, chat } = communicationAccess;

/**
 * What the shell knows of this remote before loading it (written into mf-manifest.json by the
 * build): the email app at /apps/email, the chat app mounted at /apps/chat, their menu entries
 * and searchable pages, and their texts.
 */
export const remoteMeta = {
  id: 'communication',
  basePath: '/apps/email',
  name: 'meta.name',
  mounts: ['/apps/chat'],
  nav: [
    { label: 'meta.email', to: '/apps/email', icon: 'mail', order: 10, requires: email },
    { label: 'meta.chat', to: '/apps/chat', icon: 'message-circle', order: 11, requires: chat },
  ],
  pages: [
    { title: 'meta.email', to: '/apps/email', keywords: ['email', 'mail', 'inbox', 'compose', 'courriel', 'messagerie', 'boîte de réception', 'بريد', 'البريد الوارد'], requires: email },
    { title: 'meta.chat', to: '/apps/chat', keywords: ['chat', 'messages', 'contacts', 'conversation', 'discussion', 'messagerie instantanée', 'دردشة', 'محادثة', 'جهات الاتصال'], requires: chat },
  ],
  texts: {
    en: { meta: { name: 'Email and chat', email: 'Email', chat: 'Chat' } },
    fr: { meta: { name: 'E-mail et discussion', email: 'E-mail', chat: 'Discussion' } },
    ar: { meta: { name: 'البريد والدردشة', email: 'البريد الإلكتروني', chat: 'الدردشة' } },
  },
} as const satisfies RemoteMeta;
