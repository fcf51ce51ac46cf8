// Jest: the console's English texts are there before every test, as the shell's bootstrap makes
// sure they are before its first render, and the signed-in layout's and the search's, as its route
// does before the layout shows (they load per language, as chunks of their own).
import { messagesEn } from '@console/contracts';
import { loadSearchTexts } from '../navbar-search/search-texts';
import { loadLanguage, registerEnglishMessages } from './i18n';
import { loadSignedInTexts } from './signed-in-texts';

// Every domain's message texts, as the signed-in layout registers them.
registerEnglishMessages(messagesEn);
beforeAll(() => Promise.all([loadLanguage('en'), loadSignedInTexts(), loadSearchTexts()]));
