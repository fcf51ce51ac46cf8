/**
 * The kit's texts in English (its source language; without a host they are the defaults). Each
 * one is looked up with `useUiT()` as `t('key', 'the same English')`: ui-texts.test.ts checks both agree.
 */
export const uiEn = {
  notFound: { title: 'Page not found', text: 'We could not find the page you asked for.' },
  notAuthorized: { title: 'You are not authorized', text: 'Your account does not have permission to open this page.' },
  backHome: 'Back to home',
  loading: 'Loading',
  breadcrumb: 'Breadcrumb',
  retry: 'Retry',
  staleRows: 'The rows below are from the last successful load.',
  loadFailed: 'Something went wrong. Please try again.',
  partFailed: 'This part of the console could not be loaded. Check your connection and try again.',
  callErrors: {
    offline: 'The server could not be reached. Check your connection and try again.',
    expired: 'Your session has expired. Please sign in again.',
    forbidden: 'Your account may not do this.',
    gone: 'It no longer exists: someone may have deleted it.',
  },
  nothingToShow: 'Nothing to show.',
  standalone: 'standalone',
  standaloneFrame: { menu: 'Main menu', language: 'Language' },
  table: {
    loading: 'Loading {{label}}',
    loadFailed: 'The rows could not be loaded.',
  },
  filters: {
    label: 'Filters',
    clear: 'Clear filters',
    notFound: '{{value}} (not found)',
  },
  pagination: {
    label: 'Pagination',
    showing: 'Showing {{first}} to {{last}} of {{total}} {{items}}',
    none: 'No {{items}}',
    emptyPage: 'No {{items}} on this page ({{total}} in all)',
    rows: 'rows',
    rowsPerPage: 'Rows per page',
    previous: 'Previous page',
    next: 'Next page',
    page: 'Page {{page}}',
  },
  dialog: {
    cancel: 'Cancel',
    close: 'Close',
  },
  undo: 'Undo',
  combobox: {
    searching: 'Searching…',
    none: 'Nothing matches “{{text}}”.',
    more: 'Only the first of {{total}} matches are listed: type to narrow the list.',
  },
  form: {
    changedElsewhereStatus: 'Another save changed fields you have changed too: see the notes under them.',
    changedElsewhere: 'Changed elsewhere (another tab or administrator) to “{{value}}” since you opened this form. Saving keeps your value.',
    changedElsewhereNoValue: 'Changed elsewhere (another tab or administrator) since you opened this form. Saving keeps your value.',
    emptiedElsewhere: 'Emptied elsewhere (another tab or administrator) since you opened this form. Saving keeps your value.',
    failed: 'Something went wrong. Please try again.',
    changeRefused: 'The change could not be saved.',
    checkFields: 'Some fields need a change: see the messages below them.',
    refusedElsewhere: 'The server also refused a value this form does not show.',
    refusedHidden: 'The server refused a value this form does not show.',
    leaveTitle: 'Leave this page?',
    discardTitle: 'Discard unsaved changes?',
    discard: 'Discard changes',
    keepEditing: 'Keep editing',
    discardText: 'The changes you made in this form have not been saved.',
    closePanel: 'Close {{title}} panel',
    cancel: 'Cancel',
  },
};

export type UiTexts = typeof uiEn;
