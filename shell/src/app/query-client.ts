import { isAwaitingSignIn, useSessionStore } from '@console/auth';
import { mockDataChangedEvent } from '@console/mirage/gate';
import { createConsoleQueryClient } from '@console/ui/query';
import { i18n } from '../i18n/i18n';

/**
 * The console's one query cache, provided by the signed-in layout above every remote's pages
 * (the login page does without it and without the library's download).
 */
export const consoleQueryClient = createConsoleQueryClient();

// What one account saw is never shown to the next one signing in on this tab.
// Signed in again after the session expired on a page: what failed meanwhile is read again.
useSessionStore.subscribe((session, before) => {
  if (before.user && session.user?.id !== before.user.id) consoleQueryClient.clear();
  else if (isAwaitingSignIn(before) && !isAwaitingSignIn(session)) void consoleQueryClient.invalidateQueries();
});

// Another tab changed data (the mock backend read it into this tab): what is on screen is read again.
window.addEventListener(mockDataChangedEvent, () => void consoleQueryClient.invalidateQueries());

// The API answers in the page's language (Accept-Language, from <html lang>, which the layout
// sets before switching i18next): after a switch, what was loaded is read again in the new one.
// The only place the console reacts to a language change with data.
i18n.on('languageChanged', () => void consoleQueryClient.invalidateQueries());
