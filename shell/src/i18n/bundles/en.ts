// Every text the shell owns in one language: one chunk, downloaded only when the language is used.
import { uiEn } from '@console/ui/i18n/en';
import { searchEn } from '../../navbar-search/i18n/search-en';
import { shellEn } from '../shell-en';

export default { shell: shellEn, search: searchEn, ui: uiEn };
