import type { SearchPage } from '@console/contracts';
import { BookmarkStar, useMayBookmark } from './bookmark-star';
import type { SearchGroup, SearchOption } from './search-groups';
import { SearchOptionRow } from './search-option-row';
import { useSearchT } from './use-search-t';

interface SearchResultsProps {
  id: string;
  groups: SearchGroup[];
  busy: boolean;
  activeIndex: number;
  optionId(index: number): string;
  onPoint(index: number): void;
  onOpen(option: SearchOption): void;
}

/** Grid rows: each group's label, then its options; `index` counts options across groups for the arrow keys. */
function layout(groups: SearchGroup[], withStars: boolean) {
  let row = 1;
  let index = 0;
  const stars: { row: number; page: SearchPage }[] = [];
  const placed = groups.map((group) => {
    const labelRow = row++;
    const options = group.options.map((option) => {
      // A page the server does not know (a local id) cannot be bookmarked.
      if (withStars && option.kind === 'pages' && option.item.id > 0) stars.push({ row, page: option.item });
      return { option, index: index++, row: row++ };
    });
    return { group, labelRow, options };
  });
  return { placed, stars, rows: row - 1 };
}

/**
 * The listbox: one labelled group per kind. The pages' stars stand in a column beside it, not
 * inside it: a listbox may hold only options, and an option's content is presentational. CSS
 * subgrid lines each star up with its page's row.
 */
export function SearchResults({ id, groups, busy, activeIndex, optionId, onPoint, onOpen }: SearchResultsProps) {
  const { t } = useSearchT();
  const { placed, stars, rows } = layout(groups, useMayBookmark());
  const span = { gridRow: `1 / span ${Math.max(rows, 1)}` };
  return (
    // Always in the page, so the combobox's aria-controls names an element; hidden when empty.
    <div className="navbar-search-results" hidden={groups.length === 0}>
      <div id={id} role="listbox" aria-label={t('results')} aria-busy={busy} className="navbar-search-listbox" style={span}>
        {placed.map(({ group, labelRow, options }) => (
          <div key={group.key} role="group" aria-labelledby={`${id}-${group.key}`} className="navbar-search-group" style={{ gridRow: `${labelRow} / span ${options.length + 1}` }}>
            <div id={`${id}-${group.key}`} className="navbar-search-group-label">
              {group.label ?? t(`groups.${group.kind as Exclude<typeof group.kind, 'records'>}`)}
            </div>
            {options.map(({ option, index }) => (
              <SearchOptionRow
                key={index}
                id={optionId(index)}
                option={option}
                active={index === activeIndex}
                onPoint={() => onPoint(index)}
                onOpen={() => onOpen(option)}
              />
            ))}
          </div>
        ))}
      </div>
      <div className="navbar-search-stars" style={span}>
        {stars.map(({ row, page }) => (
          <BookmarkStar key={page.id} page={page} row={row} />
        ))}
      </div>
    </div>
  );
}
