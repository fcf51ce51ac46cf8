import { act, renderHook } from '@testing-library/react';
import i18next from 'i18next';
import { messagesEn, type MessageKey } from '@console/contracts';
import { useMessageText } from '../form/message-text';
import { messagesAr } from './messages-ar';
import { messagesFr } from './messages-fr';

const translations = { fr: messagesFr, ar: messagesAr };

/** Keys whose translation may read exactly as the English (none today: every message is a sentence). */
const sameAsEnglish: Record<keyof typeof translations, readonly MessageKey[]> = { fr: [], ar: [] };

const placeholders = (text: string) => (text.match(/\{\{[^}]+\}\}/g) ?? []).sort();
const numbers = (text: string) => (text.match(/\d+/g) ?? []).sort();

describe.each(Object.entries(translations) as [keyof typeof translations, Record<MessageKey, string>][])('the %s messages', (language, messages) => {
  it('translate every message key, and nothing else', () => {
    expect(Object.keys(messages).sort()).toEqual(Object.keys(messagesEn).sort());
  });

  // The server answers with English texts, read back to one key (form/message-text.ts): keys that
  // share an English text must share its translation too.
  it('translate one English text one way', () => {
    const byEnglish = new Map<string, Set<string>>();
    for (const key of Object.keys(messagesEn) as MessageKey[]) {
      byEnglish.set(messagesEn[key], (byEnglish.get(messagesEn[key]) ?? new Set()).add(messages[key]));
    }
    expect([...byEnglish].filter(([, translated]) => translated.size > 1)).toEqual([]);
  });

  it.each(Object.keys(messagesEn) as MessageKey[])('%s is translated, keeping its placeholders and numbers', (key) => {
    const english = messagesEn[key];
    const translated = messages[key];
    expect(translated.trim()).not.toBe('');
    if (!sameAsEnglish[language].includes(key)) expect(translated).not.toBe(english);
    expect(placeholders(translated)).toEqual(placeholders(english));
    expect(numbers(translated)).toEqual(numbers(english));
  });
});

describe('useMessageText with the translations registered', () => {
  afterEach(() => act(() => i18next.changeLanguage('en')));

  it("reads a schema's key and the server's English text of one in the current language", async () => {
    i18next.addResourceBundle('fr', 'messages', messagesFr, true, true);
    await act(() => i18next.changeLanguage('fr'));
    const { result } = renderHook(() => useMessageText());
    expect(result.current('auth.errors.passwordWeak')).toBe(messagesFr['auth.errors.passwordWeak']);
    expect(result.current(messagesEn['users.errors.emailInUse'])).toBe('Cet e-mail est déjà utilisé.');
    expect(result.current('Not a message key.')).toBe('Not a message key.');
  });
});
