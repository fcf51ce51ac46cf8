// Every text the shell owns in one language: one chunk, downloaded only when the language is used.
import { messagesEn } from '@console/contracts';
import { uiEn } from '@console/ui/i18n/en';
import { searchEn } from '../../navbar-search/i18n/search-en';
import { shellEn, shellMessagesEn } from '../shell-en';

// 'messages': the schemas' message keys (flat), the sign-in pages' own wording over them.
export default { shell: shellEn, search: searchEn, ui: uiEn, messages: { ...messagesEn, ...shellMessagesEn } };
