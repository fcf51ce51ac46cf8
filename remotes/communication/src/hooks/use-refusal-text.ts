import { useKnownMessageText } from '@console/ui';

/**
 * Why the server refused, in the console's language. The kit translates the API's known messages;
 * the mock's template-demo answers ('The email update is not valid.') are plain English and no
 * message key, so they give way to `fallback`: French and Arabic see no English.
 */
export function useRefusalText(): (error: unknown, fallback: string) => string {
  const known = useKnownMessageText();
  return (error, fallback) => known(error instanceof Error ? error.message : undefined) ?? fallback;
}
