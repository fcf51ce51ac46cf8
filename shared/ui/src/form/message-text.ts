import { useCallback } from 'react';
import { useTranslation } from '@console/runtime';

/**
 * The i18next namespace holding each message key's English text, under 'en' whatever language is
 * shown: the API answers with these texts, read back here to their keys. The shell adds the
 * sign-in keys at start and every domain's with the signed-in layout, so the login page does not
 * download every domain's texts; a remote on its own (and Jest) adds them all at once.
 */
export const englishMessagesNamespace = 'englishMessages';

type Texts = Readonly<Record<string, string>>;

// English → key, built again only when keys were added (i18next merges into the same object).
let reverse: { texts: Texts; size: number; keys: Map<string, string> } | undefined;
function keyOfEnglish(texts: Texts, english: string): string | undefined {
  const size = Object.keys(texts).length;
  if (reverse?.texts !== texts || reverse.size !== size) {
    reverse = { texts, size, keys: new Map(Object.entries(texts).map(([key, text]) => [text, key])) };
  }
  return reverse.keys.get(english);
}

/**
 * Turns a schema's message key (or the server's English text of one) into the current language
 * ('messages' namespace, English when it has no translation); any other text is left undefined,
 * for the caller's own words (a refusal no schema knows).
 */
export function useKnownMessageText(): (message: string | undefined) => string | undefined {
  const { t, i18n } = useTranslation('messages');
  // Stable while the language stays: callers may keep it in a hook's dependencies.
  return useCallback(
    (message) => {
      if (!message) return undefined;
      const texts = (i18n.getResourceBundle('en', englishMessagesNamespace) ?? {}) as Texts;
      const key = Object.hasOwn(texts, message) ? message : keyOfEnglish(texts, message);
      // Keys are flat ('auth.errors.emailNoAt'), so dots are not a path here.
      return key ? t(key, { defaultValue: texts[key], keySeparator: false }) : undefined;
    },
    [t, i18n],
  );
}

/** As useKnownMessageText, but any other text is shown as given. */
export function useMessageText(): (message: string | undefined) => string | undefined {
  const known = useKnownMessageText();
  return (message) => known(message) ?? message;
}
