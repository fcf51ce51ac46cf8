import { passwordMinLength, type MessageKey } from '@console/contracts';

/** The shell's English texts (the source language; fr and ar follow its keys). */
export const shellEn = {
  layout: { skipToContent: 'Skip to content', scrollToTop: 'Back to top', loadingPage: 'Loading page' },
  menu: {
    main: 'Main menu',
    sidebar: 'Sidebar',
    collapse: 'Collapse menu',
    close: 'Close menu',
    unavailable: 'unavailable',
    loading: 'loading',
    home: 'Home',
    accessControl: 'Access Control',
  },
  navbar: { openMenu: 'Open menu', language: 'Language', darkMode: 'Dark mode', customizer: 'Layout settings', languageFailed: 'The texts for “{{language}}” could not be downloaded. Check your connection and try again.' },
  footer: { rights: 'All rights reserved.', madeFor: 'Content management for media and video' },
  customizer: {
    title: 'Layout settings',
    close: 'Close layout settings',
    reset: 'Reset to defaults',
    skin: 'Skin',
    contentWidth: 'Content width',
    menuType: 'Menu',
    navbarType: 'Navbar',
    footerType: 'Footer',
    routerTransition: 'Page transition',
    menuCollapsed: 'Collapse the menu',
    menuHidden: 'Hide the menu',
    rtl: 'Right to left',
    scrollToTop: 'Back-to-top button',
    options: {
      light: 'Light', dark: 'Dark', bordered: 'Bordered', 'semi-dark': 'Semi dark',
      full: 'Full', boxed: 'Boxed', vertical: 'Vertical', horizontal: 'Horizontal',
      static: 'Static', sticky: 'Sticky', floating: 'Floating', hidden: 'Hidden',
      fadeIn: 'Fade', fadeInLeft: 'Slide', zoomIn: 'Zoom', none: 'None',
    },
  },
  mockData: {
    title: 'Demo data',
    kept: 'What you change is kept in this browser, in every tab, until you reset it.',
    notKept: 'Changes are kept only until this page is reloaded or closed.',
    reset: 'Reset demo data',
    confirmTitle: 'Reset the demo data?',
    confirmBody: 'Every change made in this browser, in all its tabs, is lost and the demo data starts again as delivered. Open tabs reload.',
    confirmBodyNotKept: 'The changes made on this page are lost and the demo data starts again as delivered. The page reloads.',
    confirm: 'Reset data',
    cancel: 'Keep my changes',
    failed: 'The demo data could not be reset. Try again.',
    'memory-only': 'This browser does not let the console store data: changes are kept only until this page is reloaded or closed.',
    reseeded: 'Demo data saved by an older version could not be used, so it started again as delivered.',
  },
  home: { figures: 'Today at a glance', figuresUnavailable: 'The figures could not be loaded right now.', apps: 'Applications', title: 'Welcome to the console', intro: 'Pick an application to start.', open: 'Open', unavailable: 'Unavailable right now' },
  acl: { title: 'Access Control', signedInAs: 'Signed in as {{name}} ({{email}}), role {{role}}.', caption: 'Your permissions', action: 'Action', subject: 'Subject', actions: { manage: 'Every action', create: 'Create', read: 'Read', update: 'Change', delete: 'Delete' }, everything: 'Everything' },
  user: { logout: 'Log out', roles: { admin: 'admin', client: 'client', editor: 'editor' } },
  failure: { title: 'Something went wrong', explain: 'The console hit an unexpected error. Reloading usually brings it back; what you saved is kept.', reload: 'Reload the console', details: 'Technical details' },
  remote: { unavailable: '{{name}} is unavailable', explain: 'This part of the console could not be loaded. The rest of the console still works.', retry: 'Retry', retrying: 'Retrying…' },
  again: {
    title: 'Your session has expired',
    intro: 'Sign in again as {{email}} to carry on. This page stays as it is, with what you typed into it.',
    otherAccount: 'Sign in as someone else',
    leaves: 'This leaves the page: changes not saved yet are lost.',
  },
  brand: {
    // The login screen's line under the brand's name (spec §1 quotes the SDK's).
    teasers: { studio: 'Create, Publish, Grow', sdk: 'Connect, Analyse, Monetize', search: 'Find every moment in every video' },
    illustration: '{{name}} illustration',
  },
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
