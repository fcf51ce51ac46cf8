import { useRef, useState } from 'react';
import { Search } from 'lucide-react';
import { LazyPart } from '@console/ui';
import { searchShortcut, useSearchShortcut } from './use-search-shortcut';
import { useSearchT } from './use-search-t';
import './navbar-search.css';

// The dialog, its search and its modal load on the first opening, not with every page.
const loadSearchDialog = () => import('./search-dialog').then(({ SearchDialog }) => SearchDialog);

/**
 * The navbar's search button, and Ctrl+K / ⌘K from anywhere: both open the search dialog.
 * `floating`: a round button at the page's end, where the navbar is hidden.
 */
export function NavbarSearch({ floating = false }: { floating?: boolean }) {
  const { t } = useSearchT();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // Where the user was when the shortcut opened the dialog: the focus goes back there.
  const opener = useRef<HTMLElement | null>(null);
  useSearchShortcut(() => {
    opener.current = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    setOpen(true);
  });
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={floating ? 'btn btn-primary search-fab' : 'btn btn-link text-body navbar-search-trigger'}
        aria-haspopup="dialog"
        aria-keyshortcuts={searchShortcut.aria}
        onClick={() => {
          opener.current = null;
          setOpen(true);
        }}
      >
        <Search size={floating ? 20 : 18} aria-hidden="true" />
        <span className="visually-hidden">{t('open')}</span>
        {!floating && (
          <kbd aria-hidden="true" className="navbar-search-kbd" dir="ltr">
            {searchShortcut.label}
          </kbd>
        )}
      </button>
      {/* The focus comes back to where the shortcut was pressed, or else (gone, or the button opened it) to the button. */}
      <LazyPart
        load={loadSearchDialog}
        wanted={open}
        onFailed={() => setOpen(false)}
        props={{ show: open, onClose: () => setOpen(false), onExited: () => (opener.current?.isConnected ? opener.current : buttonRef.current)?.focus() }}
      />
    </>
  );
}
