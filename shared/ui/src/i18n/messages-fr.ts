import { passwordMinLength, textLimits, taskTags, userPlans, userRoles, userStatuses, type MessageKey } from '@console/contracts';
import { contentPagesMessagesFr } from './messages-content-pages';
import { distributionMessagesFr } from './messages-distribution';
import { ecommerceMessagesFr } from './messages-ecommerce';
import { invoicesMessagesFr } from './messages-invoices';
import { mediaMessagesFr } from './messages-media';

/**
 * The schemas' messages in French ('messages' namespace: flat keys, see form/message-text.ts).
 * Lists of values and numbers come from the same constants as the English, so they never drift.
 */
export const messagesFr: Record<MessageKey, string> = {
  'common.errors.invalid': 'Cette valeur n’est pas valide.',
  'common.errors.lineTooLong': `Utilisez au plus ${textLimits.line} caractères.`,
  'common.errors.paragraphTooLong': `Utilisez au plus ${textLimits.paragraph} caractères.`,
  'common.errors.longTooLong': `Utilisez au plus ${textLimits.long} caractères.`,
  'auth.errors.emailRequired': 'L’e-mail est obligatoire.',
  'auth.errors.emailNoAt': 'L’e-mail doit contenir @.',
  'auth.errors.emailInvalid': 'L’e-mail n’est pas une adresse valide.',
  'auth.errors.passwordRequired': 'Le mot de passe est obligatoire.',
  'auth.errors.passwordWeak': `Utilisez au moins ${passwordMinLength} caractères avec une minuscule, une majuscule et un chiffre ou un symbole.`,
  'auth.errors.usernameRequired': 'Le nom d’utilisateur est obligatoire.',
  'auth.errors.invalidCredentials': 'E-mail ou mot de passe invalide',
  'auth.errors.loginFailed': 'Une erreur s’est produite',
  'auth.errors.emailInUse': 'Cet e-mail est déjà utilisé.',
  'auth.errors.usernameInUse': 'Ce nom d’utilisateur est déjà utilisé.',
  'auth.errors.refreshTokenInvalid': 'Jeton de renouvellement invalide',
  'auth.errors.resetLinkInvalid': 'Ce lien de réinitialisation a expiré ou a déjà été utilisé. Demandez-en un nouveau.',
  'auth.errors.passwordsDiffer': 'Les mots de passe ne correspondent pas.',
  'auth.errors.passwordUnchanged': 'C’est déjà votre mot de passe. Connectez-vous avec, ou choisissez-en un autre.',
  'todo.errors.taskRequired': 'Les données de la tâche sont obligatoires.',
  'todo.errors.titleRequired': 'Le titre est obligatoire.',
  'todo.errors.dueDateFormat': 'L’échéance doit être au format AAAA-MM-JJ.',
  'todo.errors.dueDateOutOfRange': 'L’échéance doit être comprise entre 2000 et 2099.',
  'todo.errors.tagsInvalid': `Les étiquettes doivent faire partie de : ${taskTags.join(', ')}.`,
  'todo.errors.assigneeInvalid': 'La personne assignée doit avoir un nom complet.',
  'todo.errors.descriptionText': 'La description doit être un texte.',
  'users.errors.userRequired': 'Les champs de l’utilisateur sont obligatoires.',
  'users.errors.fullNameRequired': 'Le nom complet est obligatoire.',
  'users.errors.usernameRequired': 'Le nom d’utilisateur est obligatoire.',
  'users.errors.usernameSpaces': 'Le nom d’utilisateur ne peut pas contenir d’espaces.',
  'users.errors.usernameInUse': 'Ce nom d’utilisateur est déjà utilisé.',
  'users.errors.emailRequired': 'L’e-mail est obligatoire.',
  'users.errors.emailInvalid': 'L’e-mail n’est pas une adresse valide.',
  'users.errors.emailInUse': 'Cet e-mail est déjà utilisé.',
  'users.errors.companyRequired': 'L’entreprise est obligatoire.',
  'users.errors.countryRequired': 'Le pays est obligatoire.',
  'users.errors.contactRequired': 'Le contact est obligatoire.',
  'users.errors.contactInvalid': 'Saisissez un numéro de téléphone de 7 à 15 chiffres (un + initial, des espaces, points, tirets et parenthèses sont acceptés).',
  'users.errors.roleRequired': 'Choisissez un rôle.',
  'users.errors.roleInvalid': `Le rôle doit être l’un des suivants : ${userRoles.join(', ')}.`,
  'users.errors.planRequired': 'Choisissez un forfait.',
  'users.errors.planInvalid': `Le forfait doit être l’un des suivants : ${userPlans.join(', ')}.`,
  'users.errors.statusRequired': 'Choisissez un statut.',
  'users.errors.statusInvalid': `Le statut doit être l’un des suivants : ${userStatuses.join(', ')}.`,
  'users.errors.avatarText': 'L’avatar doit être un texte.',
  'users.errors.avatarAddress': 'L’avatar doit être une adresse web (https://…) ou un chemin commençant par /.',
  ...ecommerceMessagesFr,
  ...invoicesMessagesFr,
  ...mediaMessagesFr,
  ...contentPagesMessagesFr,
  ...distributionMessagesFr,
};
