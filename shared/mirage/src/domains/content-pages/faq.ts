import type { Server } from 'miragejs';
import { faqCategoryKeys, type FaqCategory, type FaqCategoryKey, type FaqData } from '@console/contracts/src/content-pages';
import { queryParam } from '../../http';
import { jsonIn, requestLanguage } from '../../language';
import { textsIn } from './content-texts';
import { searchText } from './text';
import { seedFaq } from './faq-seed';

/** Keeps the questions whose question text holds `q`; categories left empty are dropped (spec §7). */
export function filterFaq(faq: Record<FaqCategoryKey, FaqCategory>, q: string): FaqData {
  const result: FaqData = {};
  for (const key of faqCategoryKeys) {
    const category = faq[key];
    // Spec §7 "filters questions by text": the question is searched, not its answer.
    const qandA = category.qandA.filter((item) => !q || item.question.toLowerCase().includes(q));
    if (qandA.length) result[key] = { ...category, qandA };
  }
  return result;
}

/** GET /faq/data?q=, in the request's language (the FAQ is read-only: nothing to keep). */
export function faqRoutes(server: Server): void {
  server.get('/faq/data', async (_schema, request) => {
    const language = requestLanguage(request);
    const faq = seedFaq((await textsIn(language))?.faq);
    // The questions are searched as the reader sees them.
    return jsonIn(language, 200, filterFaq(faq, searchText(queryParam(request, 'q'))));
  });
}
