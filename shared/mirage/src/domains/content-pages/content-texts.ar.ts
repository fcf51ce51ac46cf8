import type { ContentTexts } from './translated-texts';
import { faqAr } from './faq-seed.ar';
import { knowledgeBaseAr } from './knowledge-base.ar';
import { pricingAr } from './pricing.ar';

/** The catalogue in Arabic: one chunk, downloaded on the first call asking for Arabic (content-texts.ts). */
export const contentTexts: ContentTexts = { faq: faqAr, pricing: pricingAr, knowledgeBase: knowledgeBaseAr };
