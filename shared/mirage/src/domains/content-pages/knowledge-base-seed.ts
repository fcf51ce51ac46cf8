import type { KnowledgeBaseCategory, KnowledgeBaseQuestion, KnowledgeBaseQuestionLink } from '@console/contracts';
import { articleHtml, slugify } from './text';
import { articleRows } from './knowledge-base-articles';
import type { KnowledgeBaseTexts } from './translated-texts';

/** A category with its questions' links and full articles (by slug). */
export interface KnowledgeBaseEntry {
  category: KnowledgeBaseCategory;
  links: KnowledgeBaseQuestionLink[];
  articles: Map<string, Omit<KnowledgeBaseQuestion, 'relatedQuestions'>>;
}

const categories: Omit<KnowledgeBaseCategory, 'id'>[] = [
  { category: 'getting-started', title: 'Getting started', desc: 'Set up your studio account, your first channel and your team.', icon: 'play-circle' },
  { category: 'uploading-video', title: 'Uploading & encoding', desc: 'Formats, processing, subtitles and replacing files.', icon: 'upload-cloud' },
  { category: 'live-streaming', title: 'Live streaming', desc: 'Schedule events, tune your encoder and keep streams on air.', icon: 'radio' },
  { category: 'monetisation', title: 'Ad sales & monetisation', desc: 'Ad breaks, sponsorships, payouts and brand safety.', icon: 'dollar-sign' },
  { category: 'analytics', title: 'Analytics & reports', desc: 'How views are counted and how to export your numbers.', icon: 'bar-chart-2' },
  { category: 'subscribers', title: 'Subscribers & billing', desc: 'Paywalls, trials, refunds and bundles for your audience.', icon: 'users' },
];

const english: KnowledgeBaseTexts = {
  categories: Object.fromEntries(categories.map(({ category, title, desc }) => [category, { title, desc }])),
  articles: articleRows,
  whatToDo: 'What to do',
  tip: 'Tip:',
};

/**
 * The knowledge base in English, or in `texts`' language (knowledge-base.fr.ts, .ar.ts, loaded per
 * language: content-texts.ts): ids run across categories; lastUpdated steps back a few days per
 * article. Slugs are the English questions' in every language, so a link works in all three.
 */
export function seedKnowledgeBase(texts: KnowledgeBaseTexts = english): KnowledgeBaseEntry[] {
  let nextId = 1;
  const reference = Date.UTC(2026, 10, 1);
  return categories.map((category, index) => {
    const links: KnowledgeBaseQuestionLink[] = [];
    const articles: KnowledgeBaseEntry['articles'] = new Map();
    const rows = texts.articles[category.category] ?? [];
    for (const [at, englishRow] of (articleRows[category.category] ?? []).entries()) {
      const [question, intro, steps, tip] = rows[at] ?? englishRow;
      const id = nextId++;
      const slug = slugify(englishRow[0]);
      links.push({ id, question, slug });
      const lastUpdated = new Date(reference - id * 3 * 86_400_000).toISOString().slice(0, 10);
      const content = articleHtml({ paragraphs: [intro], heading: texts.whatToDo, list: steps, tip, tipLabel: texts.tip });
      articles.set(slug, { title: question, lastUpdated, content });
    }
    return { category: { id: index + 1, ...category, ...texts.categories[category.category] }, links, articles };
  });
}
