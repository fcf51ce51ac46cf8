// Every text the shell owns in one language but the search's (navbar-search/search-texts.ts):
// one chunk, downloaded only when the language is used.
import { uiEn } from '@console/ui/i18n/en';
import { shellEn, shellMessagesEn } from '../shell-en';

// 'messages': the sign-in pages' own wording of some message keys; every other key shows its
// English text from the 'englishMessages' namespace (registerEnglishMessages).
export default { shell: shellEn, ui: uiEn, messages: shellMessagesEn };
