import { act, renderHook } from '@testing-library/react';
import i18next from 'i18next';
import { englishMessagesNamespace, useFailureReason, useFailureSentence } from './message-text';

beforeAll(() => {
  i18next.addResourceBundle('en', englishMessagesNamespace, { 'test.locked': 'This record is locked.' }, true, true);
  i18next.addResourceBundle('fr', 'messages', { 'test.locked': 'Cet enregistrement est verrouillé.' }, true, true);
});
afterEach(() => act(() => i18next.changeLanguage('en')));

describe('useFailureReason', () => {
  it('gives a known refusal in the console’s language, and keeps another server text out of French', async () => {
    await act(() => i18next.changeLanguage('fr'));
    const { result } = renderHook(() => useFailureReason());
    expect(result.current(new Error('This record is locked.'))).toBe('Cet enregistrement est verrouillé.');
    expect(result.current(new Error('Upstream timed out after 30 s'))).toBe('');
    expect(result.current('not an error')).toBe('');
  });

  it('in English, says the server’s own text', () => {
    const { result } = renderHook(() => useFailureReason());
    expect(result.current(new Error('Upstream timed out after 30 s'))).toBe('Upstream timed out after 30 s');
    expect(result.current(new Error('This record is locked.'))).toBe('This record is locked.');
  });

  it('is the same function from one render to the next (a hook may depend on it)', () => {
    const { result, rerender } = renderHook(() => useFailureReason());
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
  });
});

describe('useFailureSentence', () => {
  it('ends the page’s sentence with the reason, and adds no stray space when there is none', async () => {
    const { result } = renderHook(() => useFailureSentence());
    expect(result.current('Users could not be loaded.', new Error('Upstream timed out'))).toBe('Users could not be loaded. Upstream timed out');
    await act(() => i18next.changeLanguage('fr'));
    expect(result.current('Échec du chargement.', new Error('Upstream timed out'))).toBe('Échec du chargement.');
  });
});
