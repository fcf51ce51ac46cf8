import type { Translation } from '@console/ui';
import type en from './en';

// French has a third plural form (`_many`, for millions): i18next picks the form
// Intl.PluralRules names. The tree is checked as a value, not as a literal, so these extra
// forms pass while every key of the English stays required.
const fr = {
  roles: { admin: 'administrateur', author: 'auteur', editor: 'éditeur', maintainer: 'mainteneur', subscriber: 'abonné' },
  plans: { basic: 'basique', company: 'société', enterprise: 'entreprise', team: 'équipe' },
  statuses: { active: 'actif', inactive: 'inactif', pending: 'en attente' },
  fields: {
    fullName: 'Nom complet',
    username: 'Nom d’utilisateur',
    email: 'E-mail',
    contact: 'Téléphone',
    company: 'Société',
    country: 'Pays',
    role: 'Rôle',
    plan: 'Offre',
    status: 'Statut',
    avatar: 'URL de l’avatar (facultatif)',
  },
  list: {
    title: 'Utilisateurs',
    heading: 'Liste des utilisateurs',
    table: 'Utilisateurs',
    itemLabel_one: 'utilisateur',
    itemLabel_many: 'utilisateurs',
    itemLabel_other: 'utilisateurs',
    pages: 'Pages de la liste des utilisateurs',
    empty: 'Aucun utilisateur ne correspond à la recherche et aux filtres.',
    emptyDeleting: 'Tous les utilisateurs de cette page sont en cours de suppression : Annuler les rétablit.',
    loadFailed: 'Les utilisateurs n’ont pas pu être chargés.',
    userColumn: 'Utilisateur',
    actionsColumn: 'Actions',
    delete: 'Supprimer',
    deleteUser: 'Supprimer {{name}}',
  },
  filters: {
    label: 'Filtrer les utilisateurs',
    search: 'Rechercher des utilisateurs',
    searchPlaceholder: 'Nom ou nom d’utilisateur',
    allRoles: 'Tous les rôles',
    allPlans: 'Toutes les offres',
    allStatuses: 'Tous les statuts',
  },
  stats: {
    heading: 'Utilisateurs par statut',
    total: 'Tous les utilisateurs',
    failed: 'Les totaux n’ont pas pu être chargés.',
  },
  add: {
    open: 'Ajouter un utilisateur',
    title: 'Ajouter un utilisateur',
    submit: 'Ajouter',
    chooseRole: 'Choisissez un rôle',
    choosePlan: 'Choisissez une offre',
    chooseStatus: 'Choisissez un statut',
    added: '{{name}} a été ajouté.',
  },
  remove: {
    title: 'Supprimer l’utilisateur ?',
    text: 'Supprimer {{name}} (@{{username}}) ? Vous pourrez l’annuler pendant quelques secondes.',
    confirm: 'Supprimer',
    cancel: 'Annuler',
    done: '{{name}} a été supprimé.',
    undo: 'Annuler',
    failed: '{{name}} n’a pas pu être supprimé. {{reason}}',
  },
  export: {
    button: 'Exporter en CSV',
    done_one: '{{number}} utilisateur exporté.',
    done_many: '{{number}} utilisateurs exportés.',
    done_other: '{{number}} utilisateurs exportés.',
    nothing: 'Aucun utilisateur ne correspond à la recherche et aux filtres : il n’y a rien à exporter.',
    failed: 'L’export a échoué.',
  },
  view: {
    breadcrumb: 'Fil d’Ariane',
    users: 'Utilisateurs',
    userWithId: 'Utilisateur {{id}}',
    loading: 'Chargement de l’utilisateur',
    loadFailed: 'L’utilisateur n’a pas pu être chargé.',
    notFound: 'Utilisateur introuvable',
    notFoundText: 'Aucun utilisateur n’a l’identifiant « {{id}} ». Il a peut-être été supprimé.',
    back: 'Retour à la liste des utilisateurs',
  },
  profile: {
    details: 'Coordonnées',
    term: '{{term}} :',
  },
  plan: {
    title: 'Offre',
    current: 'Offre actuelle',
  },
  activity: {
    title: 'Activité',
    loading: 'Chargement de l’activité',
    loadFailed: 'Les tâches n’ont pas pu être chargées.',
    none: 'Aucune tâche n’est assignée à {{name}}.',
    summary_one: '{{tasks}} tâche assignée (à faire : {{open}}, terminées : {{done}}).',
    summary_many: '{{tasks}} tâches assignées (à faire : {{open}}, terminées : {{done}}).',
    summary_other: '{{tasks}} tâches assignées (à faire : {{open}}, terminées : {{done}}).',
    latest: 'Dernières tâches',
    due: 'Échéance : {{date}}',
    completed: 'Terminée',
    open: 'À faire',
    todoLink: 'Ouvrir la liste des tâches',
    notAllowed: 'Votre compte ne peut pas voir les tâches dont provient cette activité.',
  },
};

/** The users pages' French texts. */
export default fr satisfies Translation<typeof en>;
