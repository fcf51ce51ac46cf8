import { act, renderHook } from '@testing-library/react';
import i18next from 'i18next';
import { ApiError } from '@console/auth';
import { uiFr } from '../i18n/ui-fr';
import { useErrorText, useFailureReason, useFailureSentence, useFailureText } from './error-text';
import { englishMessagesNamespace } from './message-text';

const fallback = 'The change could not be saved.';

beforeAll(() => {
  i18next.addResourceBundle('en', englishMessagesNamespace, { 'test.locked': 'This record is locked.' }, true, true);
  i18next.addResourceBundle('fr', 'messages', { 'test.locked': 'Cet enregistrement est verrouillé.' }, true, true);
  i18next.addResourceBundle('fr', 'ui', uiFr, true, true);
});
afterEach(() => act(() => i18next.changeLanguage('en')));

describe('useErrorText', () => {
  it('says why a call failed: a known message, no answer, an ended session, a refusal, a record gone', () => {
    const { result } = renderHook(() => useErrorText());
    const say = (error: unknown) => result.current(error, fallback);
    expect(say(new ApiError(400, 'This record is locked.'))).toBe('This record is locked.');
    expect(say(new ApiError(0, 'The console could not reach the server. Check your connection and try again.'))).toBe(
      'The server could not be reached. Check your connection and try again.',
    );
    expect(say(new ApiError(401, 'Unauthorized'))).toBe('Your session has expired. Please sign in again.');
    expect(say(new ApiError(403, 'Forbidden'))).toBe('Your account may not do this.');
    expect(say(new ApiError(404, 'Not found'))).toBe('It no longer exists: someone may have deleted it.');
  });

  it('gives the caller’s sentence for any other server text, or anything that is not a call’s error', () => {
    const { result } = renderHook(() => useErrorText());
    expect(result.current(new ApiError(500, 'The email update is not valid.'), fallback)).toBe(fallback);
    expect(result.current(new Error('boom'), fallback)).toBe(fallback);
    expect(result.current('not an error', fallback)).toBe(fallback);
  });

  it('speaks French in French, with no English from the server', async () => {
    await act(() => i18next.changeLanguage('fr'));
    const { result } = renderHook(() => useErrorText());
    expect(result.current(new ApiError(400, 'This record is locked.'), fallback)).toBe('Cet enregistrement est verrouillé.');
    expect(result.current(new ApiError(0, 'offline'), fallback)).toBe('Le serveur est injoignable. Vérifiez votre connexion et réessayez.');
    expect(result.current(new ApiError(401, 'Unauthorized'), fallback)).toBe('Votre session a expiré. Veuillez vous reconnecter.');
  });
});

describe('useFailureText', () => {
  it('in English, says the server’s own message, or the caller’s sentence when there is none', () => {
    const { result } = renderHook(() => useFailureText());
    expect(result.current(new ApiError(500, 'The billing service is down.'), fallback)).toBe('The billing service is down.');
    expect(result.current(new ApiError(500, ''), fallback)).toBe(fallback);
    expect(result.current('not an error', fallback)).toBe(fallback);
  });

  it('in French, never shows the server’s English: a known message translated, else the kit’s or the caller’s sentence', async () => {
    await act(() => i18next.changeLanguage('fr'));
    const { result } = renderHook(() => useFailureText());
    expect(result.current(new ApiError(500, 'The billing service is down.'), 'La modification n’a pas pu être enregistrée.')).toBe('La modification n’a pas pu être enregistrée.');
    expect(result.current(new ApiError(400, 'This record is locked.'), fallback)).toBe('Cet enregistrement est verrouillé.');
    expect(result.current(new ApiError(403, 'Forbidden'), fallback)).toBe('Votre compte n’a pas le droit de faire cela.');
    // A page's own sentence, thrown as a plain Error, is already in the page's language.
    expect(result.current(new Error('Une vidéo ne peut pas passer de Archivée à Publiée.'), fallback)).toBe('Une vidéo ne peut pas passer de Archivée à Publiée.');
  });
});

describe('useFailureReason', () => {
  it('gives a known refusal in the console’s language, and keeps another server text out of French', async () => {
    await act(() => i18next.changeLanguage('fr'));
    const { result } = renderHook(() => useFailureReason());
    expect(result.current(new Error('This record is locked.'))).toBe('Cet enregistrement est verrouillé.');
    expect(result.current(new ApiError(500, 'Upstream timed out after 30 s'))).toBe('');
    expect(result.current(new Error('Upstream timed out after 30 s'))).toBe('');
    expect(result.current('not an error')).toBe('');
  });

  it('in French, says in French why a call got no answer or was refused', async () => {
    await act(() => i18next.changeLanguage('fr'));
    const { result } = renderHook(() => useFailureReason());
    expect(result.current(new ApiError(0, 'The console could not reach the server.'))).toBe('Le serveur est injoignable. Vérifiez votre connexion et réessayez.');
    expect(result.current(new ApiError(401, 'Unauthorized'))).toBe('Votre session a expiré. Veuillez vous reconnecter.');
  });

  it('in English, says the server’s own text', () => {
    const { result } = renderHook(() => useFailureReason());
    expect(result.current(new ApiError(500, 'Upstream timed out after 30 s'))).toBe('Upstream timed out after 30 s');
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
    expect(result.current('Users could not be loaded.', new ApiError(500, 'Upstream timed out'))).toBe('Users could not be loaded. Upstream timed out');
    await act(() => i18next.changeLanguage('fr'));
    expect(result.current('Échec du chargement.', new ApiError(500, 'Upstream timed out'))).toBe('Échec du chargement.');
  });

  it('ends it with the caller’s advice when no reason is known', async () => {
    const { result } = renderHook(() => useFailureSentence());
    expect(result.current('Brands could not be loaded.', new ApiError(500, ''), 'Try again.')).toBe('Brands could not be loaded. Try again.');
    expect(result.current('Brands could not be loaded.', new ApiError(500, 'Disk full'), 'Try again.')).toBe('Brands could not be loaded. Disk full');
    await act(() => i18next.changeLanguage('fr'));
    expect(result.current('Échec.', new ApiError(500, 'Disk full'), 'Réessayez.')).toBe('Échec. Réessayez.');
  });
});
