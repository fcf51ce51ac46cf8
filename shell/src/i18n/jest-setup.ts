// Jest: the console's English texts are there before every test, as the shell's bootstrap makes
// sure they are before its first render (they load per language, as their own chunk).
import { messagesEn } from '@console/contracts';
import { loadSearchTexts } from '../navbar-search/search-texts';
import { loadLanguage, registerEnglishMessages } from './i18n';

// Every domain's message texts, as the signed-in layout registers them.
registerEnglishMessages(messagesEn);
beforeAll(() => Promise.all([loadLanguage('en'), loadSearchTexts()]));
