import type { RefObject } from 'react';
import type { EmailViewState } from './use-email-view';
import { useEmailChanges } from './use-emails';
import { useEmailRights } from './use-email-rights';
import { useKeyboardShortcuts } from './use-keyboard-shortcuts';
import type { useOpenEmail } from './use-open-email';

interface EmailShortcutsOptions {
  view: EmailViewState;
  opened: ReturnType<typeof useOpenEmail>;
  /** The list of mails (j/k move the focus along its links). */
  listRef: RefObject<HTMLUListElement | null>;
  searchId: string;
  back(): void;
  compose(): void;
  help(): void;
}

/** The email app's keys (listed by ShortcutsDialog): j/k next/previous, o open, u or Esc back, s star, c compose, / search, ? help. */
export function useEmailShortcuts({ view, opened, listRef, searchId, back, compose, help }: EmailShortcutsOptions) {
  const { setFlags } = useEmailChanges();
  // s and c do nothing for whoever may not star or write (the dialog does not list them either).
  const rights = useEmailRights();
  const reading = view.mail > 0;

  /** In the list: the focus goes to the next or previous mail's link (the first when none has it). */
  const moveFocus = (step: number) => {
    const links = [...(listRef.current?.querySelectorAll<HTMLElement>('[data-mail-link]') ?? [])];
    const at = links.findIndex((link) => link.closest('li')?.contains(document.activeElement));
    links[at < 0 ? 0 : Math.min(Math.max(at + step, 0), links.length - 1)]?.focus();
  };
  /** Reading: the neighbour in place of the open mail (nothing at either end). */
  const go = (dir: 'next' | 'previous') => {
    if (!reading) return moveFocus(dir === 'next' ? 1 : -1);
    const id = opened[dir].id;
    if (id) view.replaceOpen(id);
  };

  useKeyboardShortcuts((key) => {
    const email = opened.mail.data?.email;
    switch (key) {
      case 'j':
        go('next');
        return true;
      case 'k':
        go('previous');
        return true;
      case 'o': {
        const focused = document.activeElement?.closest('li')?.querySelector<HTMLElement>('[data-mail-link]');
        if (reading || !focused) return false;
        focused.click();
        return true;
      }
      case 'u':
      case 'Escape':
        if (!reading) return false;
        back();
        return true;
      case 's':
        if (!reading || !email || !rights.change) return false;
        setFlags([email.id], { isStarred: !email.isStarred });
        return true;
      case 'c':
        if (!rights.compose) return false;
        compose();
        return true;
      case '/':
        document.getElementById(searchId)?.focus();
        return true;
      case '?':
        help();
        return true;
      default:
        return false;
    }
  });
}
