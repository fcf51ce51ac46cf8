import { useEffect, useRef, useState, type Key, type RefObject } from 'react';

/** The buttons each item of a reorderable list carries. */
export type ReorderControl = 'up' | 'down' | 'remove';

export interface ReorderControlsOptions<Item> {
  items: readonly Item[];
  /** The key each item's row is rendered with: its buttons are found again by it. */
  keyOf(item: Item): Key;
  onChange(items: Item[]): void;
  /** Moves rows itself instead of onChange (react-hook-form's field array: its `move` keeps each row's state). */
  onMove?(from: number, to: number): void;
  /** Where the focus goes once the last item is removed (the list, and its buttons, may then be gone). */
  whenEmpty: RefObject<HTMLElement | null>;
  /** What a move says in the live region (`position` counts from 1); without it a move says nothing. */
  movedText?(item: Item, position: number): string;
  /** What a removal says in the live region; without it a removal says nothing. */
  removedText?(item: Item): string;
}

export interface ReorderControls<Item> {
  /** The ref of an item's Move up, Move down or Remove button. */
  control(item: Item, which: ReorderControl): (element: HTMLElement | null) => void;
  /** Moves the item at `from` to `to`; the focus stays on a button of that item that still moves it. */
  move(from: number, to: number): void;
  /** Takes the item at `index` out; the focus goes to a neighbour's Remove, else to `whenEmpty`. */
  remove(index: number): void;
  /** The last change, for a visually hidden live region: the list itself changes silently. */
  said: string;
  /** Says something else there (an item added by the list's own means). */
  announce(text: string): void;
}

function moved<Item>(items: readonly Item[], from: number, to: number): Item[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/**
 * A list ordered by each item's Move up / Move down buttons and emptied by its Remove buttons,
 * keeping the keyboard focus: a focused button that React moves with its row, or removes, leaves
 * the focus on the page body, and a keyboard user moving an item three places down would start
 * again from the top of the page each time. The end buttons are to be disabled (Move up on the
 * first item, Move down on the last): the focus then goes to the other one.
 */
export function useReorderControls<Item>({ items, keyOf, onChange, onMove, whenEmpty, movedText, removedText }: ReorderControlsOptions<Item>): ReorderControls<Item> {
  const [controls] = useState(() => ({ up: new Map<Key, HTMLElement>(), down: new Map<Key, HTMLElement>(), remove: new Map<Key, HTMLElement>() }));
  const [said, setSaid] = useState('');
  // Set by a move, taken once the rows are drawn in their new order.
  const refocus = useRef<{ key: Key; which: ReorderControl } | null>(null);
  useEffect(() => {
    const target = refocus.current;
    if (!target) return;
    refocus.current = null;
    controls[target.which].get(target.key)?.focus();
  });

  const control = (item: Item, which: ReorderControl) => {
    const key = keyOf(item);
    return (element: HTMLElement | null) => {
      if (element) controls[which].set(key, element);
      else controls[which].delete(key);
    };
  };

  const move = (from: number, to: number) => {
    const item = items[from];
    if (item === undefined || to < 0 || to >= items.length || to === from) return;
    const down = to > from;
    const atEnd = down ? to === items.length - 1 : to === 0;
    const same: ReorderControl = down ? 'down' : 'up';
    const other: ReorderControl = down ? 'up' : 'down';
    // The same button after the move, or the other one where this one is now disabled (the ends).
    refocus.current = { key: keyOf(item), which: atEnd ? other : same };
    if (onMove) onMove(from, to);
    else onChange(moved(items, from, to));
    if (movedText) setSaid(movedText(item, to + 1));
  };

  const remove = (index: number) => {
    const item = items[index];
    if (item === undefined) return;
    // Now, not after the change: both targets stay on the page while the row goes, but the list
    // (and this hook with it) may go with its last item, leaving no render to move the focus after.
    const neighbour = items[index + 1] ?? items[index - 1];
    (neighbour === undefined ? whenEmpty.current : controls.remove.get(keyOf(neighbour)))?.focus();
    onChange(items.filter((_, at) => at !== index));
    if (removedText) setSaid(removedText(item));
  };

  return { control, move, remove, said, announce: setSaid };
}
