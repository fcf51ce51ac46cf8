/** The English texts of the pages (the source language; fr and ar follow its keys). */
export default {
  title: 'Distribution',
  intro: 'Distribution is part of this console.',
  loading: 'Loading distribution…',
};
