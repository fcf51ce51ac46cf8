import type { ContentTexts } from './translated-texts';
import { faqFr } from './faq-seed.fr';
import { knowledgeBaseFr } from './knowledge-base.fr';
import { pricingFr } from './pricing.fr';

/** The catalogue in French: one chunk, downloaded on the first call asking for French (content-texts.ts). */
export const contentTexts: ContentTexts = { faq: faqFr, pricing: pricingFr, knowledgeBase: knowledgeBaseFr };
