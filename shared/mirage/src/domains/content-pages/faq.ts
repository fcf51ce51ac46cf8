import type { Server } from 'miragejs';
import { faqCategoryKeys, type FaqCategory, type FaqCategoryKey, type FaqData } from '@console/contracts/src/content-pages';
import { json, queryParam } from '../../http';
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

/** GET /faq/data?q=. */
export function faqRoutes(server: Server): void {
  const faq = seedFaq();
  server.get('/faq/data', (_schema, request) => json(200, filterFaq(faq, searchText(queryParam(request, 'q')))));
}
