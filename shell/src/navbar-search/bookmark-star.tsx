import toast from 'react-hot-toast';
import type { SearchPage } from '@console/contracts';
import { allows, useAbility } from '@console/auth';
import { useErrorText } from '@console/ui';
import { isBookmarked, useBookmarksStore } from './bookmarks-store';
import { useSearchT } from './use-search-t';
import { Star } from 'lucide-react';

/** The console's bookmarks are one list for everyone: changing it is the API's `update Auth`. */
export const mayChangeBookmarks = { action: 'update', subject: 'Auth' } as const;

/** Whether this account may bookmark pages; an account that may not sees no stars. */
export const useMayBookmark = () => allows(useAbility(), mayChangeBookmarks);

/** The star beside a page result (on its grid row): bookmarks or un-bookmarks it, and the navbar follows at once. */
export function BookmarkStar({ page, row }: { page: SearchPage; row: number }) {
  const { t } = useSearchT();
  const errorText = useErrorText();
  const on = useBookmarksStore((state) => isBookmarked(state, page));
  const toggle = useBookmarksStore((state) => state.toggle);
  return (
    <button
      type="button"
      className="btn btn-link navbar-search-star"
      style={{ gridRow: row }}
      aria-pressed={on}
      aria-label={t('bookmark', { title: page.title })}
      title={t('bookmark', { title: page.title })}
      // Keeps the combobox's input focused, so the arrow keys go on working after a click.
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => {
        toggle(page).catch((error: unknown) => toast.error(errorText(error, t('bookmarkError'))));
      }}
    >
      <Star size={18} aria-hidden="true" fill={on ? 'currentColor' : 'none'} />
    </button>
  );
}
