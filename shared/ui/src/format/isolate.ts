/**
 * Text a user typed (a search) set inside a translated sentence, kept apart from the sentence's
 * direction by Unicode's first-strong isolate marks, which are invisible: in Arabic, "“zeppelin!”"
 * would otherwise show its "!" on the wrong side, and an Arabic search would scramble an English
 * sentence's quotes.
 */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}
