import type { TextTree } from '@console/contracts';
import type { SearchTexts } from './search-en';

/** Textes de la recherche et des favoris en français. */
export const searchFr: SearchTexts & TextTree = {
  open: 'Rechercher',
  title: 'Rechercher dans la console',
  close: 'Fermer la recherche',
  inputLabel: 'Rechercher des pages, fichiers et contacts',
  placeholder: 'Rechercher des pages, fichiers et contacts…',
  results: 'Résultats',
  prompt: 'Saisissez un mot pour chercher des pages, fichiers et contacts.',
  promptWith: 'Saisissez un mot pour chercher des pages, fichiers et contacts. Également recherchés : {{groups}}.',
  loading: 'Recherche…',
  noResults: 'Aucun résultat pour « {{query}} ».',
  error: 'La recherche a échoué.',
  retry: 'Réessayer',
  recordsError: 'Impossible de chercher parmi : {{groups}}.',
  count_one: '{{shown}} résultat',
  count_many: '{{shown}} résultats',
  count_other: '{{shown}} résultats',
  groups: { pages: 'Pages', files: 'Fichiers', contacts: 'Contacts' },
  fileMeta: '{{size}} · par {{by}}',
  fileToast: 'Fichier « {{title}} » ({{size}}, par {{by}})',
  contactToast: 'Contact {{title}} · {{email}}',
  hints: '↑ ↓ pour se déplacer · Entrée pour ouvrir · Échap pour fermer',
  bookmark: 'Favori : {{title}}',
  bookmarkError: 'Le favori n’a pas pu être enregistré. Veuillez réessayer.',
  bookmarks: 'Favoris',
  moreBookmarks: 'Autres favoris (+{{shown}})',
  bookmarksError: 'Les favoris n’ont pas pu être chargés. Réessayer',
};
