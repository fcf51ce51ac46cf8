// Every text the shell owns in one language: one chunk, downloaded only when the language is used.
import { uiEn } from '@console/ui/i18n/en';
import { searchEn } from '../../navbar-search/i18n/search-en';
import { shellEn, shellMessagesEn } from '../shell-en';

// 'messages': the sign-in pages' own wording of some message keys; every other key shows its
// English text from the 'englishMessages' namespace (registerEnglishMessages).
export default { shell: shellEn, search: searchEn, ui: uiEn, messages: shellMessagesEn };
