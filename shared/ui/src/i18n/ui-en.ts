/** The kit's texts in English (its source language; without a host they are the defaults). */
export const uiEn = {
  notFound: { title: 'Page not found', text: 'We could not find the page you asked for.' },
  notAuthorized: { title: 'You are not authorized', text: 'Your account does not have permission to open this page.' },
  backHome: 'Back to home',
};

export type UiTexts = typeof uiEn;
