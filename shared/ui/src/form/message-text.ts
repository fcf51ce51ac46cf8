import { useTranslation } from '@console/runtime';
import { isMessageKey, messagesEn, type MessageKey } from '@console/contracts';

// The API answers with a key's English text (spec §5 and §8 fix them); read back to their key,
// the server's messages are translated like the forms' own.
let keysByEnglish: Map<string, MessageKey> | undefined;
function keyOfEnglish(text: string): MessageKey | undefined {
  keysByEnglish ??= new Map(Object.entries(messagesEn).map(([key, english]) => [english, key as MessageKey]));
  return keysByEnglish.get(text);
}

/**
 * Turns a schema's message key (or the server's English text of one) into the current language
 * ('messages' namespace, English when it has no translation); any other text is shown as given.
 */
export function useMessageText(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation('messages');
  return (message) => {
    if (!message) return message;
    const key = isMessageKey(message) ? message : keyOfEnglish(message);
    // Keys are flat ('auth.errors.emailNoAt'), so dots are not a path here.
    return key ? t(key, { defaultValue: messagesEn[key], keySeparator: false }) : message;
  };
}
