// Jest: the console's English texts are there before every test, as the shell's bootstrap makes
// sure they are before its first render (they load per language, as their own chunk).
import { loadLanguage } from './i18n';

beforeAll(() => loadLanguage('en'));
