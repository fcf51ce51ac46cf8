import { useEffect } from 'react';
import { renewSessionIfDue } from './token-refresh';

/** At most one renewal check per this many milliseconds of typing and clicking. */
const checkEveryMs = 30_000;

/**
 * Keeps a working user signed in between API calls: a key press or a click renews the session
 * once it is in its last five minutes (renewSessionIfDue), so someone filling a long form for
 * ten minutes does not lose it to an expired token on Save.
 */
export function useSessionKeepAlive(): void {
  useEffect(() => {
    let lastCheck = 0;
    const onActivity = () => {
      const now = Date.now();
      if (now - lastCheck < checkEveryMs) return;
      lastCheck = now;
      // A failed renewal changes nothing here: the next API call says what went wrong.
      void renewSessionIfDue(now).catch(() => undefined);
    };
    window.addEventListener('keydown', onActivity, { capture: true, passive: true });
    window.addEventListener('pointerdown', onActivity, { capture: true, passive: true });
    return () => {
      window.removeEventListener('keydown', onActivity, { capture: true });
      window.removeEventListener('pointerdown', onActivity, { capture: true });
    };
  }, []);
}
