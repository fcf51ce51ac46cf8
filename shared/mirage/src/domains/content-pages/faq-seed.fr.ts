import type { FaqTexts } from './translated-texts';

/** The FAQ in French: the same categories and questions as faq-seed.ts, in the same order. */
export const faqFr: FaqTexts = {
  payment: {
    title: 'Paiement',
    subtitle: 'Quels moyens de paiement acceptons-nous et quand êtes-vous débité ?',
    qandA: [
      { question: 'Quels moyens de paiement puis-je utiliser ?', ans: 'Nous acceptons les principales cartes de débit et de crédit, PayPal et les codes cadeaux. Les comptes d’entreprise peuvent aussi payer par virement bancaire sur facture.' },
      { question: 'Quand ma carte est-elle débitée ?', ans: 'Votre carte est débitée le jour de votre abonnement, puis le même jour à chaque période de facturation.' },
      { question: 'Pourquoi mon paiement a-t-il été refusé ?', ans: 'La plupart des refus viennent d’une carte expirée ou d’un contrôle de sécurité de la banque. Mettez à jour la carte dans votre compte ou demandez à votre banque d’autoriser le paiement, puis réessayez.' },
    ],
  },
  delivery: {
    title: 'Diffusion',
    subtitle: 'Comment les vidéos et les téléchargements arrivent sur vos appareils',
    qandA: [
      { question: 'Sur quels appareils puis-je regarder ?', ans: 'Tout navigateur récent, nos applications pour téléphone et tablette, et les applications TV connectée des principales plateformes. Les boîtiers de streaming sont aussi pris en charge.' },
      { question: 'Puis-je télécharger des épisodes pour les regarder hors connexion ?', ans: 'Oui, dans les applications pour téléphone et tablette. Les téléchargements restent disponibles 30 jours, ou 48 heures après le début du visionnage.' },
      { question: 'Pourquoi la qualité de l’image baisse-t-elle ?', ans: 'Le lecteur s’adapte à votre connexion. Une ligne stable à 25 Mbit/s suffit pour la 4K ; en dessous de 5 Mbit/s, le lecteur passe en définition standard.' },
      { question: 'Combien de temps faut-il pour recevoir une carte cadeau ?', ans: 'Les cartes cadeaux numériques arrivent par e-mail en quelques minutes. Les cartes imprimées sont expédiées sous deux jours ouvrés.' },
    ],
  },
  cancellationReturn: {
    title: 'Résiliation et remboursement',
    subtitle: 'Résilier une formule et être remboursé',
    qandA: [
      { question: 'Comment résilier mon abonnement ?', ans: 'Ouvrez les paramètres de facturation et choisissez Résilier la formule. Vous gardez l’accès jusqu’à la fin de la période déjà payée.' },
      { question: 'Puis-je être remboursé d’une location ?', ans: 'Une location peut être remboursée dans les 48 heures si vous n’avez pas lancé la lecture. Faites la demande via le formulaire d’aide en indiquant votre numéro de commande.' },
      { question: 'Vais-je perdre ma liste de favoris si je résilie ?', ans: 'Non. Vos profils, votre liste de favoris et votre historique de visionnage sont conservés douze mois, au cas où vous reviendriez.' },
    ],
  },
  myOrders: {
    title: 'Mes commandes',
    subtitle: 'Locations, achats et commandes de produits dérivés',
    qandA: [
      { question: 'Où puis-je voir mes commandes passées ?', ans: 'Chaque location, achat et commande de produits dérivés figure dans la rubrique Commandes de votre compte, avec son reçu.' },
      { question: 'Puis-je modifier l’adresse d’une commande de produits dérivés ?', ans: 'Oui, tant que la commande n’est pas emballée. Ensuite, contactez le support : nous ferons réacheminer le colis si le transporteur le permet.' },
      { question: 'Combien de temps puis-je regarder une location ?', ans: 'Vous avez 30 jours pour commencer une location et 48 heures pour la terminer une fois la lecture lancée.' },
    ],
  },
  productServices: {
    title: 'Produits et services',
    subtitle: 'Formules, profils, sous-titres et accessibilité',
    qandA: [
      { question: 'Combien de profils un compte peut-il avoir ?', ans: 'Jusqu’à cinq profils, chacun avec sa liste de favoris et ses recommandations. Les profils enfants n’affichent que des titres adaptés à leur âge.' },
      { question: 'Les sous-titres et l’audiodescription sont-ils disponibles ?', ans: 'Toutes nos productions originales ont des sous-titres en douze langues et une audiodescription en anglais. Pour les titres sous licence, cela dépend de la région.' },
      { question: 'Puis-je revoir les événements en direct à la demande ?', ans: 'La plupart des événements en direct sont disponibles à la demande dans les six heures qui suivent la fin de la diffusion, pendant au moins 30 jours.' },
    ],
  },
};
