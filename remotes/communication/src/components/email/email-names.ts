import type { EmailLabel, EmailView } from '@console/contracts';

/** Bootstrap colour of each label's dot (the name is always written beside it). */
export const labelColours: Readonly<Record<EmailLabel, string>> = {
  personal: 'success',
  company: 'primary',
  important: 'warning',
  private: 'danger',
};

/** The folders the sidebar lists, in the template's order. */
export const sidebarFolders: readonly EmailView[] = ['inbox', 'sent', 'draft', 'starred', 'spam', 'trash'];
