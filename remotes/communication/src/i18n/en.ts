/** The English texts of the pages (the source language; fr and ar follow its keys). */
export default {
  title: 'Communication',
  intro: 'Communication is part of this console.',
  loading: 'Loading communication…',
};
