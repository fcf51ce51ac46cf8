import { useSessionStore } from '@console/auth';
import { mockDataChangedEvent } from '@console/mirage/gate';
import { createConsoleQueryClient } from '@console/ui/query';

/**
 * The console's one query cache, provided by the signed-in layout above every remote's pages
 * (the login page does without it and without the library's download).
 */
export const consoleQueryClient = createConsoleQueryClient();

// What one account saw is never shown to the next one signing in on this tab.
useSessionStore.subscribe((session, before) => {
  if (before.user && session.user?.id !== before.user.id) consoleQueryClient.clear();
});

// Another tab changed data (the mock backend read it into this tab): what is on screen is read again.
window.addEventListener(mockDataChangedEvent, () => void consoleQueryClient.invalidateQueries());
