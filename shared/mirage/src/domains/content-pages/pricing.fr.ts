import type { PricingTexts } from './translated-texts';

/** The pricing page's plans and questions in French, in pricing.ts's order. */
export const pricingFr: PricingTexts = {
  plans: {
    basicPlan: {
      title: 'Essentiel',
      subtitle: 'Pour un créateur qui lance sa première chaîne',
      planBenefits: ['Une chaîne et 50 vidéos', 'Mise en ligne jusqu’en 1080p', 'Statistiques d’audience de base', 'Aide de la communauté'],
    },
    standardPlan: {
      title: 'Standard',
      subtitle: 'Pour les studios qui gèrent plusieurs émissions et des événements en direct',
      planBenefits: [
        'Dix chaînes et des vidéos en nombre illimité',
        'Mise en ligne en 4K et streaming adaptatif',
        'Direct jusqu’à 4 heures',
        'Coupures publicitaires et espaces de parrainage',
        'Support par e-mail sous un jour ouvré',
      ],
    },
    enterprisePlan: {
      title: 'Entreprise',
      subtitle: 'Pour les réseaux qui ont leur propre régie publicitaire et leurs abonnés',
      planBenefits: [
        'Chaînes et postes d’équipe illimités',
        'Direct 24 h/24, 7 j/7 avec ingestion de secours',
        'Vente programmatique d’espaces publicitaires et rapports',
        'Accès payant pour les abonnés et offres groupées',
        'Un responsable de compte dédié',
      ],
    },
  },
  qandA: [
    { question: 'Mon abonnement se renouvelle-t-il automatiquement ?', ans: 'Oui. Les formules mensuelles se renouvellent chaque mois et les formules annuelles chaque année, à la date de votre premier abonnement. Vous pouvez désactiver le renouvellement à tout moment dans les paramètres de facturation.' },
    { question: 'Puis-je changer de formule ?', ans: 'Vous pouvez passer à une formule supérieure immédiatement et ne payez que la différence pour le reste de la période. Un passage à une formule inférieure prend effet à la fin de la période en cours.' },
    { question: 'Que deviennent mes vidéos si je repasse à la formule Essentiel ?', ans: 'Rien n’est supprimé. Les vidéos au-delà de la limite de la formule Essentiel restent privées jusqu’à ce que vous choisissiez les 50 qui restent publiques, ou que vous repassiez à une formule supérieure.' },
    { question: 'Proposez-vous des réductions aux écoles et aux associations ?', ans: 'Oui. Les établissements scolaires agréés et les associations reconnues bénéficient de la formule Standard au prix de la formule Essentiel. Écrivez à notre équipe commerciale avec un justificatif.' },
  ],
};
