import { useEffect, useEffectEvent, useRef, useState, type ReactNode } from 'react';
import type DropdownModule from 'react-bootstrap/Dropdown';
import { usePartFailedNotice } from '@console/ui';
import { whenPageSettled } from '../app/page-settled';

type Dropdown = typeof DropdownModule;

let loaded: Dropdown | undefined;

/**
 * react-bootstrap's Dropdown brings Popper and @restart/ui with it (~23 KB gzip, ~170 KB of
 * script to compile): the navbar's menus are not what a page is opened for, so it loads once,
 * after the page's first paint, or at the first click on a menu before that.
 */
function loadDropdown(): Promise<Dropdown> {
  // webpack shares a chunk's download among callers, and asks again after a failed one.
  return import('react-bootstrap/Dropdown').then((module) => (loaded = module.default));
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
 * with the markup react-bootstrap gives it, while the Dropdown's code arrives later (fetched once
 * the page has settled). The first click swaps in the real Dropdown, open, at once when the code
 * is in and as soon as it is otherwise; the focus stays on the toggle across the swap.
 */
export function DeferredDropdown({ toggle, toggleLabel, toggleClassName, size, menu }: DeferredDropdownProps) {
  const notice = usePartFailedNotice();
  const [Dropdown, setDropdown] = useState(() => loaded);
  const [show, setShow] = useState(false);
  // Each click on the stand-in asks for the code again (a failed download is retried).
  const [clicks, setClicks] = useState(0);
  const standIn = useRef<HTMLButtonElement>(null);
  const toggleButton = useRef<HTMLButtonElement>(null);
  const focusAfterSwap = useRef(false);
  // Opened with ArrowDown: the focus goes to the first item, as the loaded Dropdown does.
  const openedByKey = useRef(false);
  const container = useRef<HTMLDivElement>(null);

  // Swaps the stand-in for the real Dropdown, keeping the focus on the toggle.
  const swapIn = (module: Dropdown) => {
    focusAfterSwap.current = standIn.current !== null && document.activeElement === standIn.current;
    setDropdown(() => module);
  };

  const downloadFailed = useEffectEvent((error: unknown) => {
    setShow(false);
    notice(error);
  });

  useEffect(() => {
    if (Dropdown) return;
    // Once the page has settled the code is fetched, so that a click later opens the menu at
    // once; the swap itself waits for that click (a swap under the pointer could lose one).
    if (clicks === 0) return whenPageSettled(() => void loadDropdown().catch(() => undefined));
    let live = true;
    void loadDropdown().then(
      (module) => live && swapIn(module),
      (error: unknown) => live && downloadFailed(error),
    );
    return () => void (live = false);
  }, [Dropdown, clicks]);

  useEffect(() => {
    if (!Dropdown || !focusAfterSwap.current) return;
    focusAfterSwap.current = false;
    if (openedByKey.current) container.current?.querySelector<HTMLElement>('.dropdown-item')?.focus();
    else toggleButton.current?.focus();
  }, [Dropdown]);

  const open = (byKey: boolean) => {
    openedByKey.current = byKey;
    setShow(true);
    if (loaded) swapIn(loaded);
    else setClicks((count) => count + 1);
  };

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
          onClick={() => open(false)}
          onKeyDown={(event) => {
            if (event.key !== 'ArrowDown') return;
            event.preventDefault(); // not a scroll of the page
            open(true);
          }}
        >
          {toggle}
        </button>
      </div>
    );
  }
  return (
    <Dropdown ref={container} align="end" focusFirstItemOnShow="keyboard" show={show} onToggle={(next) => setShow(next)}>
      <Dropdown.Toggle ref={toggleButton} variant="link" size={size} className={toggleClassName} aria-label={toggleLabel}>
        {toggle}
      </Dropdown.Toggle>
      <Dropdown.Menu>{menu(Dropdown)}</Dropdown.Menu>
    </Dropdown>
  );
}
