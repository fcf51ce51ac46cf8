import type { SearchOption } from './search-groups';
import { useSearchT } from './use-search-t';

interface SearchOptionRowProps {
  id: string;
  option: SearchOption;
  active: boolean;
  onPoint(): void;
  onOpen(): void;
}

function detailOf(option: SearchOption, t: ReturnType<typeof useSearchT>['t']): string {
  switch (option.kind) {
    case 'pages':
      return option.item.link;
    case 'records':
      return option.item.detail;
    case 'files':
      return t('fileMeta', { size: option.item.size, by: option.item.by });
    case 'contacts':
      return option.item.email;
  }
}

/**
 * A path or an address runs left to right on an Arabic page too ("/apps/todo", not "apps/todo/");
 * a record's detail (an email, a status) is whatever its remote shows, isolated in its own direction.
 */
const leftToRight = (option: SearchOption) => option.kind === 'pages' || option.kind === 'contacts';

/** One result, named by its content: the title, then its path, its record's detail, file details or email. */
export function SearchOptionRow({ id, option, active, onPoint, onOpen }: SearchOptionRowProps) {
  const { t } = useSearchT();
  const detail = detailOf(option, t);
  return (
    // Keys reach options through the combobox (aria-activedescendant); a click is the mouse's way in.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events
    <div
      id={id}
      role="option"
      aria-selected={active}
      tabIndex={-1}
      className="navbar-search-option"
      onMouseDown={(event) => event.preventDefault()}
      onMouseMove={() => {
        if (!active) onPoint();
      }}
      onClick={onOpen}
    >
      <span className="navbar-search-option-title">{option.item.title}</span>
      {/* A record may have no detail: then its name is its title alone, with no pause after it. */}
      {detail !== '' && (
        <>
          {/* The same pause in every browser's accessible name: "Tasks, /apps/todo". */}
          <span className="visually-hidden">, </span>
          <small className="navbar-search-option-detail">{option.kind === 'files' ? detail : <bdi dir={leftToRight(option) ? 'ltr' : undefined}>{detail}</bdi>}</small>
        </>
      )}
    </div>
  );
}
