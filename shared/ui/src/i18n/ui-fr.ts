import type { UiTexts } from './ui-en';

export const uiFr: UiTexts = {
  notFound: { title: 'Page introuvable', text: 'Nous n’avons pas trouvé la page demandée.' },
  notAuthorized: { title: 'Accès non autorisé', text: 'Votre compte n’a pas l’autorisation d’ouvrir cette page.' },
  backHome: 'Retour à l’accueil',
  loading: 'Chargement',
  breadcrumb: 'Fil d’Ariane',
  retry: 'Réessayer',
  staleRows: 'Les lignes ci-dessous datent du dernier chargement réussi.',
  loadFailed: 'Une erreur s’est produite. Veuillez réessayer.',
  nothingToShow: 'Rien à afficher.',
  standalone: 'autonome',
  table: {
    loading: 'Chargement : {{label}}',
    noRows: 'Aucune ligne à afficher.',
    loadFailed: 'Les lignes n’ont pas pu être chargées.',
  },
  filters: {
    label: 'Filtres',
    clear: 'Effacer les filtres',
  },
  pagination: {
    label: 'Pagination',
    showing: 'Affichage de {{first}} à {{last}} sur {{total}} {{items}}',
    none: 'Aucun résultat ({{items}})',
    rows: 'lignes',
    rowsPerPage: 'Lignes par page',
    previous: 'Page précédente',
    next: 'Page suivante',
    page: 'Page {{page}}',
  },
  dialog: {
    cancel: 'Annuler',
    close: 'Fermer',
  },
  undo: 'Annuler',
  form: {
    failed: 'Une erreur s’est produite. Veuillez réessayer.',
    changeRefused: 'La modification n’a pas pu être enregistrée.',
    leaveTitle: 'Quitter cette page ?',
    discardTitle: 'Abandonner les modifications non enregistrées ?',
    discard: 'Abandonner les modifications',
    keepEditing: 'Continuer la saisie',
    discardText: 'Les modifications apportées à ce formulaire n’ont pas été enregistrées.',
    closePanel: 'Fermer le panneau « {{title}} »',
    cancel: 'Annuler',
  },
};
