// Every text the shell owns in one language: one chunk, downloaded only when the language is used.
import { uiFr } from '@console/ui/i18n/fr';
import { searchFr } from '../../navbar-search/i18n/search-fr';
import { shellFr } from '../shell-fr';

export default { shell: shellFr, search: searchFr, ui: uiFr };
