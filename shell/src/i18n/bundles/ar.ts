// Every text the shell owns in one language: one chunk, downloaded only when the language is used.
import { uiAr } from '@console/ui/i18n/ar';
import { searchAr } from '../../navbar-search/i18n/search-ar';
import { shellAr } from '../shell-ar';

export default { shell: shellAr, search: searchAr, ui: uiAr };
