import type { signedInEn } from './signed-in-en';

/** Textes du shell de la console connectée, en français (voir signed-in-en.ts). */
export const signedInFr: typeof signedInEn = {
  layout: { skipToContent: 'Aller au contenu', scrollToTop: 'Retour en haut', loadingPage: 'Chargement de la page' },
  menu: {
    main: 'Menu principal', sidebar: 'Barre latérale', collapse: 'Réduire le menu', close: 'Fermer le menu',
    unavailable: 'indisponible', loading: 'chargement',
    home: 'Accueil', accessControl: 'Contrôle d’accès',
  },
  navbar: { languageIs: 'Langue\u00a0: {{code}}', openMenu: 'Ouvrir le menu', darkMode: 'Mode sombre', customizer: 'Réglages de mise en page' },
  footer: { rights: 'Tous droits réservés.', madeFor: 'Gestion de contenu pour les médias et la vidéo' },
  customizer: {
    title: 'Réglages de mise en page', close: 'Fermer les réglages', reset: 'Rétablir les valeurs par défaut',
    skin: 'Thème', contentWidth: 'Largeur du contenu', menuType: 'Menu', navbarType: 'Barre de navigation', footerType: 'Pied de page',
    routerTransition: 'Transition des pages', menuCollapsed: 'Réduire le menu', menuHidden: 'Masquer le menu',
    rtl: 'De droite à gauche', scrollToTop: 'Bouton retour en haut',
    options: {
      light: 'Clair', dark: 'Sombre', bordered: 'Bordé', 'semi-dark': 'Semi-sombre',
      full: 'Pleine', boxed: 'Encadrée', vertical: 'Vertical', horizontal: 'Horizontal',
      static: 'Fixe', sticky: 'Collante', floating: 'Flottante', hidden: 'Masqué',
      fadeIn: 'Fondu', fadeInLeft: 'Glissement', zoomIn: 'Zoom', none: 'Aucune',
    },
  },
  mockData: {
    title: 'Données de démonstration',
    kept: 'Vos modifications sont conservées dans ce navigateur, dans tous ses onglets, jusqu’à leur réinitialisation.',
    notKept: 'Les modifications ne sont conservées que jusqu’au rechargement ou à la fermeture de cette page.',
    reset: 'Réinitialiser les données de démonstration',
    confirmTitle: 'Réinitialiser les données de démonstration ?',
    confirmBody: 'Toutes les modifications faites dans ce navigateur, dans tous ses onglets, sont perdues et les données repartent de leur état d’origine. Les onglets ouverts se rechargent.',
    confirmBodyNotKept: 'Les modifications faites sur cette page sont perdues et les données repartent de leur état d’origine. La page se recharge.',
    confirm: 'Réinitialiser',
    cancel: 'Garder mes modifications',
    failed: 'Les données de démonstration n’ont pas pu être réinitialisées. Réessayez.',
    'closed-elsewhere': 'Un autre onglet met à jour ou supprime les données de démonstration enregistrées dans ce navigateur : désormais, les modifications faites ici ne sont conservées que jusqu’au rechargement ou à la fermeture de cette page.',
  },
  home: { figures: 'Aujourd’hui en bref', figuresUnavailable: 'Les chiffres ne peuvent pas être chargés pour le moment.', apps: 'Applications', title: 'Bienvenue dans la console', intro: 'Choisissez une application pour commencer.', open: 'Ouvrir', unavailable: 'Indisponible pour le moment' },
  acl: { title: 'Contrôle d’accès', signedInAs: 'Connecté en tant que {{name}} ({{email}}), rôle {{role}}.', caption: 'Vos autorisations', action: 'Action', subject: 'Sujet', actions: { manage: 'Toute action', create: 'Créer', read: 'Lire', update: 'Modifier', delete: 'Supprimer' }, everything: 'Tout' },
  user: { logout: 'Se déconnecter', roles: { admin: 'administrateur', client: 'client', editor: 'éditeur' } },
  logOut: { title: 'Se déconnecter et perdre ce qui n’a pas été envoyé ?', confirm: 'Se déconnecter', stay: 'Rester connecté' },
  remote: { unavailable: '{{name}} est indisponible', explain: 'Cette partie de la console n’a pas pu être chargée. Le reste fonctionne.', retry: 'Réessayer', retrying: 'Nouvel essai…' },
  again: {
    elsewhereTitle: 'Vous vous êtes déconnecté dans un autre onglet',
    title: 'Votre session a expiré',
    intro: 'Reconnectez-vous en tant que {{email}} pour continuer. Cette page reste telle quelle, avec ce que vous y avez saisi.',
    otherAccount: 'Se connecter avec un autre compte',
    leaves: 'Vous quitterez cette page : les modifications non enregistrées seront perdues.',
  },
};
