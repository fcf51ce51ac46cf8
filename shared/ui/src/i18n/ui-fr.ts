import type { UiTexts } from './ui-en';

export const uiFr: UiTexts = {
  notFound: { title: 'Page introuvable', text: 'Nous n’avons pas trouvé la page demandée.' },
  notAuthorized: { title: 'Accès non autorisé', text: 'Votre compte n’a pas l’autorisation d’ouvrir cette page.' },
  backHome: 'Retour à l’accueil',
};
