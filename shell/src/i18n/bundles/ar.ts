// The sign-in pages' shell texts and the kit's in one language (the signed-in layout's and the
// search's load with the layout: signed-in-texts.ts, navbar-search/search-texts.ts): one chunk,
// downloaded only when the language is used.
import { uiAr } from '@console/ui/i18n/ar';
import { messagesAr } from '@console/ui/i18n/messages-ar';
import { shellAr, shellMessagesAr } from '../shell-ar';

// 'messages': the schemas' message keys (flat), the sign-in pages' own wording over them.
export default { shell: shellAr, ui: uiAr, messages: { ...messagesAr, ...shellMessagesAr } };
