/** Texts of the shared kit's pages (namespace 'ui'); English is the kit's own default. */
export const uiTexts = {
  en: {
    notFound: { title: 'Page not found', text: 'We could not find the page you asked for.' },
    notAuthorized: { title: 'You are not authorized', text: 'Your account does not have permission to open this page.' },
    backHome: 'Back to home',
  },
  fr: {
    notFound: { title: 'Page introuvable', text: 'Nous n’avons pas trouvé la page demandée.' },
    notAuthorized: { title: 'Accès non autorisé', text: 'Votre compte n’a pas l’autorisation d’ouvrir cette page.' },
    backHome: 'Retour à l’accueil',
  },
  ar: {
    notFound: { title: 'الصفحة غير موجودة', text: 'لم نعثر على الصفحة التي طلبتها.' },
    notAuthorized: { title: 'غير مصرح لك', text: 'لا يملك حسابك صلاحية فتح هذه الصفحة.' },
    backHome: 'العودة إلى الرئيسية',
  },
};
