// The sign-in pages' shell texts and the kit's in one language (the signed-in layout's and the
// search's load with the layout: signed-in-texts.ts, navbar-search/search-texts.ts): one chunk,
// downloaded only when the language is used.
import { uiFr } from '@console/ui/i18n/fr';
import { messagesFr } from '@console/ui/i18n/messages-fr';
import { shellFr, shellMessagesFr } from '../shell-fr';

// 'messages': the schemas' message keys (flat), the sign-in pages' own wording over them.
export default { shell: shellFr, ui: uiFr, messages: { ...messagesFr, ...shellMessagesFr } };
