import type { Translation } from '@console/ui';
import type en from './en';

/** French texts. */
export default {
  pages: {
    analyticsCards: 'Cartes analytiques',
    statisticsCards: 'Cartes statistiques',
    analyticsDashboard: 'Tableau de bord analytique',
    ecommerceDashboard: 'Tableau de bord e-commerce',
  },
  names: {
    analytics: {
      supportTracker: 'Suivi du support',
      avgSessions: 'Sessions moyennes',
      revenueReport: 'Rapport de revenus',
      goalOverview: 'Objectif',
      revenue: 'Revenus mensuels',
      productOrders: 'Commandes de produits',
      sessionsDevice: 'Sessions par appareil',
      customers: 'Clients',
    },
    statistics: {
      ordersBarChart: 'Graphique des commandes',
      profitLineChart: 'Graphique des bénéfices',
      subscribers: 'Abonnés',
      revenue: 'Revenus générés',
      sales: 'Ventes',
      orders: 'Commandes reçues',
      siteTraffic: 'Trafic du site',
      activeUsers: 'Utilisateurs actifs',
      newsletter: 'Liste de diffusion',
    },
  },
  state: {
    loading: 'Chargement : {{name}}',
    failed: 'Impossible de charger « {{name}} ».',
    broken: 'Impossible d’afficher « {{name}} ».',
    empty: 'Aucun chiffre pour ce choix.',
    emptyNow: 'Aucun chiffre à afficher pour le moment.',
  },
  choice: {
    period: 'Période : {{name}}',
    year: 'Année : {{name}}',
  },
  periods: {
    last28Days: '28 derniers jours',
    lastMonth: 'Mois dernier',
    lastYear: 'Année dernière',
  },
  chart: {
    label: '{{caption}} : graphique ; ses chiffres sont dans le tableau qui suit',
    value: 'Valeur',
  },
  support: {
    total: 'Tickets au total',
    new: 'Nouveaux tickets',
    open: 'Tickets ouverts',
    responseTime: 'Délai de réponse',
    completed: 'Tickets traités',
    chart: 'Part des tickets traités',
    ticket: 'Tickets',
  },
  sessions: {
    average: 'Sessions moyennes par jour',
    change: '{{change}} par rapport à la période précédente',
    chart: 'Sessions par jour de la semaine',
    day: 'Jour',
  },
  report: {
    chart: 'Gains et dépenses par mois, {{year}}',
    budgetChart: 'Budget et dépenses par mois, {{year}}',
    month: 'Mois',
    total: 'Gains en {{year}}',
    budget: 'Budget annuel',
  },
  goal: {
    chart: 'Objectif d’heures de visionnage atteint',
    goal: 'Objectif',
    reached: 'Atteint',
    completed: 'Heures réalisées',
    inProgress: 'Heures en cours',
  },
  revenue: {
    thisMonth: 'Ce mois-ci',
    lastMonth: 'Le mois dernier',
    chart: 'Revenus par jour du mois',
    day: 'Jour',
  },
  orders: {
    chart: 'Commandes par statut',
    status: 'Statut',
    count: 'Commandes',
    total: 'Commandes au total',
  },
  devices: {
    chart: 'Part des vues par appareil',
    device: 'Appareil',
    share: 'Part des vues',
    change: '{{change}} par rapport à la période précédente',
  },
  customers: {
    chart: 'Audience par type',
    kind: 'Type',
    count: 'Spectateurs',
  },
  statistic: {
    chart: '{{title}}, derniers points',
    period: 'Relevé',
    point: 'Relevé {{number}}',
  },
} satisfies Translation<typeof en>;
