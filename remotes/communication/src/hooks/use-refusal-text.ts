import { isMessageKey, messagesEn } from '@console/contracts';
import { useMessageText } from '@console/ui';

let englishTexts: ReadonlySet<string> | undefined;
const isKnownMessage = (text: string) => isMessageKey(text) || (englishTexts ??= new Set(Object.values(messagesEn))).has(text);

/**
 * Why the server refused, in the console's language. The kit translates the API's known messages
 * (useMessageText); the mock's template-demo answers ('The email update is not valid.') are plain
 * English and no message key, so they give way to `fallback`: French and Arabic see no English.
 */
export function useRefusalText(): (error: unknown, fallback: string) => string {
  const message = useMessageText();
  return (error, fallback) => {
    const text = error instanceof Error ? error.message : '';
    return (isKnownMessage(text) && message(text)) || fallback;
  };
}
