import { useEffect, useRef, useState, type ReactNode } from 'react';
import type DropdownModule from 'react-bootstrap/Dropdown';
import { whenPageSettled } from '../app/page-settled';

type Dropdown = typeof DropdownModule;

let loaded: Dropdown | undefined;
let loading: Promise<Dropdown> | undefined;

/**
 * react-bootstrap's Dropdown brings Popper and @restart/ui with it (~23 KB gzip, ~170 KB of
 * script to compile): the navbar's menus are not what a page is opened for, so it loads once,
 * after the page's first paint, or at the first click on a menu before that.
 */
export function loadDropdown(): Promise<Dropdown> {
  if (!loading) {
    loading = import('react-bootstrap/Dropdown').then((module) => (loaded = module.default));
    // Offline: the next click tries again.
    loading.catch(() => (loading = undefined));
  }
  return loading;
}

interface DeferredDropdownProps {
  /** What the toggle button shows. */
  toggle: ReactNode;
  /** The toggle's accessible name, when its content does not give one. */
  toggleLabel?: string;
  toggleClassName?: string;
  size?: 'sm';
  /** The menu's items, built with the loaded Dropdown's parts (Item, ItemText, Divider). */
  menu(dropdown: Dropdown): ReactNode;
}

/**
 * A navbar menu (aligned to the end, link-styled toggle) whose toggle shows from the first paint
 * with the markup react-bootstrap gives it, while the Dropdown's code arrives later. A click before
 * then opens the menu as soon as the code is in; the focus stays on the toggle across the swap.
 */
export function DeferredDropdown({ toggle, toggleLabel, toggleClassName, size, menu }: DeferredDropdownProps) {
  const [Dropdown, setDropdown] = useState(() => loaded);
  const [show, setShow] = useState(false);
  // Each click on the stand-in asks for the code again (a failed download is retried).
  const [clicks, setClicks] = useState(0);
  const standIn = useRef<HTMLButtonElement>(null);
  const toggleButton = useRef<HTMLButtonElement>(null);
  const focusAfterSwap = useRef(false);

  useEffect(() => {
    if (Dropdown) return;
    let live = true;
    const load = () =>
      void loadDropdown().then(
        (module) => {
          if (!live) return;
          focusAfterSwap.current = standIn.current !== null && document.activeElement === standIn.current;
          setDropdown(() => module);
        },
        () => live && setShow(false),
      );
    if (clicks > 0) {
      load();
      return () => void (live = false);
    }
    const cancel = whenPageSettled(load);
    return () => {
      live = false;
      cancel();
    };
  }, [Dropdown, clicks]);

  useEffect(() => {
    if (!Dropdown || !focusAfterSwap.current) return;
    focusAfterSwap.current = false;
    toggleButton.current?.focus();
  }, [Dropdown]);

  if (!Dropdown) {
    const classes = ['dropdown-toggle', 'btn', 'btn-link', size && `btn-${size}`, toggleClassName].filter(Boolean).join(' ');
    return (
      <div className="dropdown">
        <button
          ref={standIn}
          type="button"
          className={classes}
          aria-expanded={show}
          aria-label={toggleLabel}
          onClick={() => {
            setShow(true);
            setClicks((count) => count + 1);
          }}
        >
          {toggle}
        </button>
      </div>
    );
  }
  return (
    <Dropdown align="end" show={show} onToggle={(next) => setShow(next)}>
      <Dropdown.Toggle ref={toggleButton} variant="link" size={size} className={toggleClassName} aria-label={toggleLabel}>
        {toggle}
      </Dropdown.Toggle>
      <Dropdown.Menu>{menu(Dropdown)}</Dropdown.Menu>
    </Dropdown>
  );
}
