import { useEffect, useRef, type FocusEvent, type RefObject } from 'react';
import { focusLost } from './focus-lost';

const controls = 'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

/**
 * The item to go on from when `gone` has left a list: the first after it that is still there, or
 * the nearest before it when none after is.
 */
export function neighbourThatStays<Id>(before: readonly Id[], now: readonly Id[], gone: Id): Id | undefined {
  const at = before.indexOf(gone);
  const stays = (id: Id) => now.includes(id);
  return before.slice(at + 1).find(stays) ?? before.slice(0, Math.max(at, 0)).reverse().find(stays);
}

/**
 * A list whose items can leave it (removed, moved elsewhere): when the item holding the focus
 * goes, the focus moves to the first control of the item after it, or of the one before it if it
 * was the last, or to `whenEmpty` (a heading with tabIndex -1) once none is left, instead of
 * falling to the page body. `ids` are the items in the list's order, one `<li>` child each; spread
 * `listProps` on the list.
 */
export function useFocusAfterRemoval<Id>(ids: readonly Id[], whenEmpty: RefObject<HTMLElement | null>) {
  const list = useRef<HTMLUListElement>(null);
  const shown = useRef(ids);
  // The item the focus is in, kept when that focus goes nowhere (the item removed with it).
  const focused = useRef<{ id: Id } | null>(null);

  useEffect(() => {
    const before = shown.current;
    shown.current = ids;
    const gone = focused.current;
    if (!gone || ids.includes(gone.id)) return;
    focused.current = null;
    if (!focusLost()) return;
    const next = neighbourThatStays(before, ids, gone.id);
    const item = next === undefined ? undefined : list.current?.children[ids.indexOf(next)];
    (item?.querySelector<HTMLElement>(controls) ?? whenEmpty.current)?.focus();
  });

  return {
    listProps: {
      ref: list,
      onFocus: (event: FocusEvent<HTMLElement>) => {
        const index = [...(list.current?.children ?? [])].findIndex((item) => item.contains(event.target));
        const id = shown.current[index];
        focused.current = index < 0 || id === undefined ? null : { id };
      },
      // A blur towards nothing is what a removed item does: that one is kept.
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (event.relatedTarget) focused.current = null;
      },
    },
  };
}
