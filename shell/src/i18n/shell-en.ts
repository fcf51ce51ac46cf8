import { passwordMinLength, type MessageKey } from '@console/contracts';

/**
 * The shell's English texts the sign-in pages show (the source language; fr and ar follow its
 * keys): the texts of the signed-in console are signed-in-en.ts's, in a chunk of their own. The demo
 * data's two notices are here because they may show on the sign-in pages too.
 */
export const shellEn = {
  mockData: {
    'memory-only': 'This browser does not let the console store data: changes are kept only until this page is reloaded or closed.',
    reseeded: 'Demo data saved in this browser could not be read, so it started again as delivered.',
    'newer-version': 'Demo data in this browser was saved by a newer version of the console: here, changes are kept only until this page is reloaded or closed.',
  },
  failure: { title: 'Something went wrong', explain: 'The console hit an unexpected error. Reloading usually brings it back; what you saved is kept.', reload: 'Reload the console', details: 'Technical details' },
  brand: {
    // The login screen's line under the brand's name (spec §1 quotes the SDK's).
    teasers: { studio: 'Create, Publish, Grow', sdk: 'Connect, Analyse, Monetize', search: 'Find every moment in every video' },
    illustration: '{{name}} illustration',
  },
  language: { label: 'Language', failed: 'The texts for “{{language}}” could not be downloaded. Check your connection and try again.' },
  auth: {
    signIn: 'Sign in', signingIn: 'Signing in…', welcomeBack: 'Welcome back. Sign in to manage your content.',
    email: 'Email', password: 'Password', username: 'Username', forgot: 'Forgot password?', newHere: 'New here?',
    createAccount: 'Create an account', expired: 'Your session has expired. Please sign in again.', elsewhere: 'You signed out in another tab.', switched: 'Another account signed in in another tab. Sign in again to continue here.',
    unreadable: 'Your saved sign-in could not be read, so you have been signed out. Please sign in again.',
    demoAccounts: 'Demo accounts', use: 'Use', useAccount: 'the {{account}} account', administrator: 'Administrator', client: 'Client', editor: 'Editor', accountLine: '{{account}}:',
    welcome: 'Welcome, {{name}}!', registerTitle: 'Create an account', registerIntro: 'Start managing your channels and videos.',
    create: 'Create account', creating: 'Creating your account…', haveAccount: 'Already have an account?', welcomeAboard: 'Welcome aboard, {{name}}!',
    forgotTitle: 'Forgot your password?', forgotIntro: 'Enter your email and we will send you a link to reset it.',
    sendLink: 'Send reset link', sentTo: 'If an account exists for {{email}}, a reset link is on its way.', backToSignIn: 'Back to sign in',
    artwork: 'Artwork',
    show: 'Show', hide: 'Hide', passwordWord: 'password',
    sending: 'Sending…',
    resetTitle: 'Choose a new password', resetIntro: 'Choose the password you will sign in with from now on.',
    newPassword: 'New password', confirmPassword: 'Confirm password', newPasswordWord: 'new password', confirmPasswordWord: 'password confirmation',
    changePassword: 'Change password', changing: 'Changing your password…', passwordChanged: 'Your password has been changed. Sign in with your new password.',
    resetIncomplete: 'This reset link is incomplete. Open the whole link from the email, or ask for a new one.', askNewLink: 'Ask for a new link',
  },
};

/**
 * The sign-in pages' own wording of the schemas' checks, over the shared texts in the 'messages'
 * namespace (flat message keys): a person is told what to do, where the API says what is wrong.
 */
export const shellMessagesEn = {
  'auth.errors.emailRequired': 'Enter your email.',
  'auth.errors.emailNoAt': 'Enter a valid email address, like name@example.com.',
  'auth.errors.emailInvalid': 'Enter a valid email address, like name@example.com.',
  'auth.errors.passwordRequired': 'Enter your password.',
  'auth.errors.passwordWeak': `Use at least ${passwordMinLength} characters with a lower-case letter, an upper-case letter and a digit or symbol.`,
  'auth.errors.usernameRequired': 'Choose a username.',
} satisfies Partial<Record<MessageKey, string>>;
