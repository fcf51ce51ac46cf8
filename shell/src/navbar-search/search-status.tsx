import type { MainSearchState } from './use-main-search';
import { useSearchT } from './use-search-t';
import { isolate, keepFocusNearby, useFormat } from '@console/ui';

interface SearchStatusProps {
  state: MainSearchState;
  text: string;
  count: number;
  /** The headings of the remotes' record searches this user may run (Users…), named before typing. */
  searchable: readonly string[];
  onRetry(): void;
}

/** What the search is doing, in words; a polite live region, so screen readers hear the outcome, and failures as alerts. */
export function SearchStatus({ state, text, count, searchable, onRetry }: SearchStatusProps) {
  const { t } = useSearchT();
  const { number, list } = useFormat();
  const failure = (words: string) => (
    <div role="alert" className="navbar-search-message d-flex align-items-center gap-2 text-danger">
      <span>{words}</span>
      <button ref={keepFocusNearby} type="button" className="btn btn-sm btn-outline-danger" onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  );
  if (state.status === 'error') return failure(t('error'));
  let message: string;
  if (state.status === 'idle') message = searchable.length ? t('promptWith', { groups: list(searchable) }) : t('prompt');
  else if (state.status === 'loading') message = t('loading');
  else message = count === 0 ? t('noResults', { query: isolate(text) }) : t('count', { count, shown: number(count) });
  return (
    <>
      <div role="status" className={`navbar-search-message text-body-secondary${state.status === 'ready' && count > 0 ? ' visually-hidden' : ''}`}>
        {state.status === 'loading' && <span className="spinner-border spinner-border-sm" aria-hidden="true" />} {message}
      </div>
      {/* What was found is listed; the record searches that failed are named, with a way to ask again. */}
      {state.status === 'ready' && state.unsearched.length > 0 && failure(t('recordsError', { groups: list(state.unsearched) }))}
    </>
  );
}
