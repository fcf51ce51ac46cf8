import toast from 'react-hot-toast';
import { useSessionStore } from '@console/auth';
import type { MockNotice } from '@console/mirage/gate';
import { useT } from '../i18n/use-t';

const shownKey = 'console.mockNoticesShown';

/** Worded at render, so it follows the language in use. */
function MockNoticeText({ notice }: { notice: MockNotice }) {
  const { t } = useT();
  return <>{t(`mockData.${notice.kind}`)}</>;
}

/** Whether this tab already told the user (the flag lives as long as the tab: reloads do not repeat it). */
function alreadyShown(kind: string): boolean {
  try {
    const shown = (sessionStorage.getItem(shownKey) ?? '').split(' ');
    if (shown.includes(kind)) return true;
    sessionStorage.setItem(shownKey, [...shown, kind].join(' ').trim());
  } catch {
    // no session storage either: once per page load
  }
  return false;
}

function show(notice: MockNotice): void {
  if (alreadyShown(notice.kind)) return;
  // One toast per kind: two domains reseeded at once say it once.
  toast(<MockNoticeText notice={notice} />, { id: `mock-notice-${notice.kind}`, duration: 10_000 });
}

/**
 * Tells the user what the mock backend could not keep, once per tab. The toast list exists only
 * in the signed-in console: a notice raised on the sign-in page waits for the sign-in.
 */
export function showMockNotice(notice: MockNotice): void {
  if (useSessionStore.getState().user) {
    show(notice);
    return;
  }
  const stop = useSessionStore.subscribe((session) => {
    if (!session.user) return;
    stop();
    show(notice);
  });
}
