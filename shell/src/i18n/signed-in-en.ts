/**
 * The signed-in console's shell texts in English (the menu, navbar, footer, layout settings, demo
 * data, home, access control, user menu, remote card, session-expired dialog): their own chunk,
 * loaded with the signed-in layout (signed-in-texts.ts), so the sign-in pages never download them.
 * They join the 'shell' namespace, beside shell-en.ts's sign-in texts; fr and ar follow their keys.
 */
export const signedInEn = {
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
  },
  home: { figures: 'Today at a glance', figuresUnavailable: 'The figures could not be loaded right now.', apps: 'Applications', title: 'Welcome to the console', intro: 'Pick an application to start.', open: 'Open', unavailable: 'Unavailable right now' },
  acl: { title: 'Access Control', signedInAs: 'Signed in as {{name}} ({{email}}), role {{role}}.', caption: 'Your permissions', action: 'Action', subject: 'Subject', actions: { manage: 'Every action', create: 'Create', read: 'Read', update: 'Change', delete: 'Delete' }, everything: 'Everything' },
  user: { logout: 'Log out', roles: { admin: 'admin', client: 'client', editor: 'editor' } },
  remote: { unavailable: '{{name}} is unavailable', explain: 'This part of the console could not be loaded. The rest of the console still works.', retry: 'Retry', retrying: 'Retrying…' },
  again: {
    title: 'Your session has expired',
    intro: 'Sign in again as {{email}} to carry on. This page stays as it is, with what you typed into it.',
    otherAccount: 'Sign in as someone else',
    leaves: 'This leaves the page: changes not saved yet are lost.',
  },
};
