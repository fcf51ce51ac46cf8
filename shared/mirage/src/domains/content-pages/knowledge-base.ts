import type { Server } from 'miragejs';
import type { KnowledgeBaseCategoryResponse, KnowledgeBaseQuestion } from '@console/contracts';
import { apiError, json, queryParam } from '../../http';
import { searchText } from './text';
import { seedKnowledgeBase } from './knowledge-base-seed';

/** GET /faq/data/knowledge_base, /faq/data/category and /faq/data/question. */
export function knowledgeBaseRoutes(server: Server): void {
  const entries = seedKnowledgeBase();
  // A missing parameter is a malformed call (400); a value we do not hold is unknown (404).
  const findEntry = (slug: string) => entries.find((entry) => entry.category.category === slug);
  const categoryNotFound = (slug: string) => apiError(404, `Knowledge base category ${slug} was not found.`);

  server.get('/faq/data/knowledge_base', (_schema, request) => {
    const q = searchText(queryParam(request, 'q'));
    const rows = entries
      .map((entry) => entry.category)
      .filter((category) => !q || `${category.title}\n${category.desc}`.toLowerCase().includes(q));
    return json(200, rows);
  });

  server.get('/faq/data/category', (_schema, request) => {
    const slug = queryParam(request, 'category').trim();
    if (!slug) return apiError(400, 'A category is required.', { category: 'A category is required.' });
    const entry = findEntry(slug);
    if (!entry) return categoryNotFound(slug);
    const body: KnowledgeBaseCategoryResponse = { categoryData: { ...entry.category, questions: entry.links } };
    return json(200, body);
  });

  server.get('/faq/data/question', (_schema, request) => {
    const slug = queryParam(request, 'category').trim();
    const questionSlug = queryParam(request, 'question').trim();
    const errors: Record<string, string> = {};
    if (!slug) errors.category = 'A category is required.';
    if (!questionSlug) errors.question = 'A question is required.';
    if (Object.keys(errors).length) return apiError(400, 'A category and a question are required.', errors);
    const entry = findEntry(slug);
    if (!entry) return categoryNotFound(slug);
    const article = entry.articles.get(questionSlug);
    if (!article) return apiError(404, `Question ${questionSlug} was not found in ${slug}.`);
    const relatedQuestions = entry.links.filter((link) => link.slug !== questionSlug);
    const body: KnowledgeBaseQuestion = { ...article, relatedQuestions };
    return json(200, body);
  });
}
