/** The navbar search's, bookmarks' and Log out question's English texts (the source language; fr and ar follow its keys). */
export const searchEn = {
  open: 'Search',
  title: 'Search the console',
  close: 'Close search',
  inputLabel: 'Search pages, files and contacts',
  placeholder: 'Search pages, files and contacts…',
  results: 'Results',
  prompt: 'Type to search pages, files and contacts.',
  promptWith: 'Type to search pages, files and contacts. Also searched: {{groups}}.',
  loading: 'Searching…',
  noResults: 'No results for “{{query}}”.',
  error: 'The search could not be completed.',
  retry: 'Retry',
  recordsError: '{{groups}} could not be searched.',
  count_one: '{{shown}} result',
  count_other: '{{shown}} results',
  groups: { pages: 'Pages', files: 'Files', contacts: 'Contacts' },
  fileMeta: '{{size}} · by {{by}}',
  fileToast: 'File “{{title}}” ({{size}}, by {{by}})',
  contactToast: 'Contact {{title}} · {{email}}',
  hints: '↑ ↓ to move · Enter to open · Esc to close',
  // A toggle keeps one name; aria-pressed tells whether the page is bookmarked.
  bookmark: 'Bookmark {{title}}',
  bookmarkError: 'The bookmark could not be saved. Please try again.',
  bookmarks: 'Bookmarks',
  moreBookmarks: 'More bookmarks (+{{shown}})',
  bookmarksError: 'Bookmarks could not be loaded. Retry',
};

/** The shape every language follows (the English keys). */
export type SearchTexts = { [K in keyof typeof searchEn]: (typeof searchEn)[K] extends string ? string : Record<keyof (typeof searchEn)[K], string> };
