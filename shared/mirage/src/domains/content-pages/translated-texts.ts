import type { FaqCategoryKey, PricingPlanKey, QuestionAnswer } from '@console/contracts';
import type { ArticleRow } from './knowledge-base-articles';

// The shapes of the seeded catalogue's translations (*.fr.ts, *.ar.ts): the English seed's texts,
// in its order, without what is not words (icons, prices, slugs).

export type FaqTexts = Record<FaqCategoryKey, { title: string; subtitle: string; qandA: QuestionAnswer[] }>;

export interface PricingTexts {
  plans: Record<`${PricingPlanKey}Plan`, { title: string; subtitle: string; planBenefits: string[] }>;
  qandA: QuestionAnswer[];
}

export interface KnowledgeBaseTexts {
  /** By category slug. */
  categories: Record<string, { title: string; desc: string }>;
  /** By category slug, in the English rows' order (the slugs stay the English ones). */
  articles: Record<string, readonly ArticleRow[]>;
  /** The article body's fixed words. */
  whatToDo: string;
  tip: string;
}

/** The catalogue's texts in one language (content-texts.fr.ts, .ar.ts: each its own chunk, see content-texts.ts). */
export interface ContentTexts {
  faq: FaqTexts;
  pricing: PricingTexts;
  knowledgeBase: KnowledgeBaseTexts;
}
