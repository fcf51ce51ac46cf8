/** The English texts of the pages (the source language; fr and ar follow its keys). */
export default {
  title: 'Shop',
  intro: 'Shop is part of this console.',
  loading: 'Loading shop…',
};
