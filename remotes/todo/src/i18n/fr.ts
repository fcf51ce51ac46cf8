import type { Translation } from '@console/ui';
import { remoteMeta } from '../remote-meta';
import type en from './en';

export default {
  meta: remoteMeta.texts.fr.meta,
  page: {
    title: 'Tâches',
  },
  views: {
    all: 'Mes tâches',
    important: 'Importantes',
    completed: 'Terminées',
    deleted: 'Supprimées',
    tag: 'Étiquette : {{tag}}',
    missing: 'Il n’existe pas de vue de tâches nommée « {{name}} ».',
    backToAll: 'Retour à Mes tâches',
  },
  tags: {
    team: 'Équipe',
    low: 'Basse',
    medium: 'Moyenne',
    high: 'Haute',
    update: 'Mise à jour',
  },
  sidebar: {
    label: 'Vues des tâches',
    add: 'Ajouter une tâche',
    filters: 'Filtres',
    tags: 'Étiquettes',
  },
  toolbar: {
    search: 'Rechercher des tâches',
    sortBy: 'Trier par',
  },
  sorts: {
    latest: 'Les plus récentes',
    'title-asc': 'Titre A–Z',
    'title-desc': 'Titre Z–A',
    assignee: 'Responsable',
    'due-date': 'Échéance',
  },
  list: {
    label: 'Tâches',
    loading: 'Chargement des tâches',
    loadFailed: 'Les tâches n’ont pas pu être chargées.',
    emptyTitle: 'Aucune tâche trouvée.',
    emptyText: 'Modifiez la recherche, ou choisissez une autre vue ou étiquette.',
  },
  row: {
    markCompleted: 'Marquer « {{title}} » comme terminée',
    markNotCompleted: 'Marquer « {{title}} » comme non terminée',
    important: 'Importante : {{title}}',
  },
  editor: {
    addTitle: 'Ajouter une tâche',
    editTitle: 'Modifier la tâche',
    close: 'Fermer le panneau de la tâche',
    title: 'Titre',
    assignee: 'Responsable',
    unassigned: 'Non attribuée',
    assigneesLoading: 'Chargement des utilisateurs…',
    assigneesFallback: 'Les utilisateurs n’ont pas pu être chargés : voici l’équipe par défaut.',
    dueDate: 'Échéance',
    tags: 'Étiquettes',
    description: 'Description',
    completed: 'Terminée',
    important: 'Importante',
    add: 'Ajouter',
    update: 'Mettre à jour',
    delete: 'Supprimer',
    restore: 'Restaurer',
  },
  toasts: {
    unstarred: '«\u00a0{{title}}\u00a0» n’est plus importante.',
    reopened: '«\u00a0{{title}}\u00a0» est de nouveau à faire.',
    added: 'Tâche ajoutée',
    updated: 'Tâche mise à jour',
    deleted: 'Tâche déplacée dans Supprimées',
    restored: 'Tâche restaurée',
    flagRefused: 'La tâche n’a pas pu être mise à jour.',
    taskNotFound: 'Cette tâche n’existe pas : elle a peut-être été supprimée définitivement.',
  },
} satisfies Translation<typeof en>;
