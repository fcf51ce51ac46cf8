// The sign-in pages' shell texts in one language (the signed-in layout's and the search's load with
// the layout: signed-in-texts.ts, navbar-search/search-texts.ts): one chunk, downloaded only when
// the language is used.
import { shellEn, shellMessagesEn } from '../shell-en';

// No 'ui' namespace in English: every kit text is looked up with its English beside the key
// (`t('key', 'English')`, checked against ui-en.ts by ui-texts.test.ts), so the kit's English
// texts would arrive twice; the sign-in pages' JS is budgeted (docs/benchmark.md).
// 'messages': the sign-in pages' own wording of some message keys; every other key shows its
// English text from the 'englishMessages' namespace (registerEnglishMessages).
export default { shell: shellEn, messages: shellMessagesEn };
