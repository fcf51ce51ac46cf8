import type { SearchOption } from './search-groups';
import { useSearchT } from './use-search-t';

interface SearchOptionRowProps {
  id: string;
  option: SearchOption;
  active: boolean;
  onPoint(): void;
  onOpen(): void;
}

/** One result, named by its content: the title, then its path, file details or email. */
export function SearchOptionRow({ id, option, active, onPoint, onOpen }: SearchOptionRowProps) {
  const { t } = useSearchT();
  const detail =
    option.kind === 'pages' ? option.item.link : option.kind === 'files' ? t('fileMeta', { size: option.item.size, by: option.item.by }) : option.item.email;
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
      {/* The same pause in every browser's accessible name: "Tasks, /apps/todo". */}
      <span className="visually-hidden">, </span>
      {/* A path or an address runs left to right on an Arabic page too ("/apps/todo", not "apps/todo/"). */}
      <small className="navbar-search-option-detail">{option.kind === 'files' ? detail : <bdi dir="ltr">{detail}</bdi>}</small>
    </div>
  );
}
