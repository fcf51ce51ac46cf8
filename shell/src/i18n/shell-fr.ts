import { passwordMinLength } from '@console/contracts';
import type { shellEn, shellMessagesEn } from './shell-en';

/** Textes du shell en français. */
export const shellFr: typeof shellEn = {
  mockData: {
    'memory-only': 'Ce navigateur ne permet pas à la console de stocker des données : les modifications ne sont conservées que jusqu’au rechargement ou à la fermeture de cette page.',
    reseeded: 'Les données de démonstration enregistrées dans ce navigateur n’ont pas pu être lues : elles repartent de leur état d’origine.',
    'newer-version': 'Les données de démonstration de ce navigateur ont été enregistrées par une version plus récente de la console : ici, les modifications ne sont conservées que jusqu’au rechargement ou à la fermeture de cette page.',
  },
  failure: { title: 'Une erreur est survenue', explain: 'La console a rencontré une erreur inattendue. Un rechargement la rétablit en général ; ce que vous avez enregistré est conservé.', reload: 'Recharger la console', details: 'Détails techniques' },
  brand: {
    teasers: { studio: 'Créer, publier, grandir', sdk: 'Connecter, analyser, monétiser', search: 'Retrouvez chaque moment de chaque vidéo' },
    illustration: 'Illustration {{name}}',
  },
  language: { label: 'Langue', failed: 'Les textes pour « {{language}} » n’ont pas pu être téléchargés. Vérifiez votre connexion et réessayez.' },
  auth: {
    signIn: 'Se connecter', signingIn: 'Connexion…', welcomeBack: 'Bon retour. Connectez-vous pour gérer vos contenus.',
    email: 'E-mail', password: 'Mot de passe', username: 'Nom d’utilisateur', forgot: 'Mot de passe oublié ?', newHere: 'Nouveau ici ?',
    createAccount: 'Créer un compte', expired: 'Votre session a expiré. Veuillez vous reconnecter.', elsewhere: 'Vous vous êtes déconnecté dans un autre onglet.', switched: 'Un autre compte s’est connecté dans un autre onglet. Reconnectez-vous pour continuer ici.',
    unreadable: 'Votre connexion enregistrée n’a pas pu être relue : vous avez été déconnecté. Veuillez vous reconnecter.',
    demoAccounts: 'Comptes de démonstration', use: 'Utiliser', useAccount: 'le compte {{account}}', administrator: 'Administrateur', client: 'Client', editor: 'Éditeur', accountLine: '{{account}}\u00a0:',
    welcome: 'Bienvenue, {{name}} !', registerTitle: 'Créer un compte', registerIntro: 'Commencez à gérer vos chaînes et vos vidéos.',
    create: 'Créer le compte', creating: 'Création du compte…', haveAccount: 'Vous avez déjà un compte ?', welcomeAboard: 'Bienvenue à bord, {{name}} !',
    forgotTitle: 'Mot de passe oublié ?', forgotIntro: 'Saisissez votre e-mail et nous vous enverrons un lien de réinitialisation.',
    sendLink: 'Envoyer le lien', sentTo: 'Si un compte existe pour {{email}}, un lien de réinitialisation est en route.', backToSignIn: 'Retour à la connexion',
    artwork: 'Illustration',
    show: 'Afficher', hide: 'Masquer', passwordWord: 'le mot de passe',
    sending: 'Envoi…',
    resetTitle: 'Choisissez un nouveau mot de passe', resetIntro: 'Choisissez le mot de passe avec lequel vous vous connecterez désormais.',
    newPassword: 'Nouveau mot de passe', confirmPassword: 'Confirmez le mot de passe', newPasswordWord: 'le nouveau mot de passe', confirmPasswordWord: 'la confirmation du mot de passe',
    changePassword: 'Changer le mot de passe', changing: 'Changement du mot de passe…', passwordChanged: 'Votre mot de passe a été changé. Connectez-vous avec votre nouveau mot de passe.',
    resetIncomplete: 'Ce lien de réinitialisation est incomplet. Ouvrez le lien en entier depuis l’e-mail, ou demandez-en un nouveau.', askNewLink: 'Demander un nouveau lien',
  },
};

/** Les consignes des pages de connexion (voir shellMessagesEn). */
export const shellMessagesFr: typeof shellMessagesEn = {
  'auth.errors.emailRequired': 'Saisissez votre e-mail.',
  'auth.errors.emailNoAt': 'Saisissez une adresse valide, par exemple nom@exemple.com.',
  'auth.errors.emailInvalid': 'Saisissez une adresse valide, par exemple nom@exemple.com.',
  'auth.errors.passwordRequired': 'Saisissez votre mot de passe.',
  'auth.errors.passwordWeak': `Utilisez au moins ${passwordMinLength} caractères avec une minuscule, une majuscule et un chiffre ou un symbole.`,
  'auth.errors.usernameRequired': 'Choisissez un nom d’utilisateur.',
};
