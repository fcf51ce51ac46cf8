import type { Server } from 'miragejs';
import type { KnowledgeBaseCategoryResponse, KnowledgeBaseQuestion } from '@console/contracts';
import { contentPagesMessagesEn, KnowledgeBaseArticleUpdateSchema } from '@console/contracts/src/content-pages';
import { apiError, queryParam, readJson } from '../../http';
import { checkBody } from '../../check';
import { jsonIn, requestLanguage } from '../../language';
import { searchText } from './text';
import { knowledgeBaseReader } from './knowledge-base-reader';
import { seedKnowledgeBase } from './knowledge-base-seed';

/**
 * GET /faq/data/knowledge_base, /faq/data/category and /faq/data/question; POST /faq/data/question
 * (an editor's update). Answers are in the request's language (knowledgeBaseReader); the store
 * keeps the English seed and the editors' bodies.
 */
export function knowledgeBaseRoutes(server: Server): Record<string, object> {
  const entries = seedKnowledgeBase();
  const readers = knowledgeBaseReader();
  // A missing parameter is a malformed call (400); a value we do not hold is unknown (404).
  const findEntry = (slug: string) => entries.find((entry) => entry.category.category === slug);
  const categoryNotFound = (slug: string) => apiError(404, `Knowledge base category ${slug} was not found.`);

  server.get('/faq/data/knowledge_base', async (_schema, request) => {
    const language = requestLanguage(request);
    const reader = await readers.in(language);
    const q = searchText(queryParam(request, 'q'));
    // Searched as the reader sees them.
    const rows = entries
      .map((entry) => reader.category(entry.category))
      .filter((category) => !q || `${category.title}\n${category.desc}`.toLowerCase().includes(q));
    return jsonIn(language, 200, rows);
  });

  server.get('/faq/data/category', async (_schema, request) => {
    const slug = queryParam(request, 'category').trim();
    if (!slug) return apiError(400, 'A category is required.', { category: 'A category is required.' });
    const entry = findEntry(slug);
    if (!entry) return categoryNotFound(slug);
    const language = requestLanguage(request);
    const reader = await readers.in(language);
    const body: KnowledgeBaseCategoryResponse = { categoryData: { ...reader.category(entry.category), questions: reader.links(slug, entry.links) } };
    return jsonIn(language, 200, body);
  });

  server.get('/faq/data/question', async (_schema, request) => {
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
    const language = requestLanguage(request);
    const reader = await readers.in(language);
    const relatedQuestions = reader.links(slug, entry.links.filter((link) => link.slug !== questionSlug));
    const body: KnowledgeBaseQuestion = { ...reader.article(slug, questionSlug, article), relatedQuestions };
    return jsonIn(language, 200, body);
  });

  // An editor replaces an article's body. The HTML is stored as sent: the pages sanitise
  // whatever they show, and this is how a test puts a hostile article in front of them.
  server.post('/faq/data/question', async (_schema, request) => {
    const checked = checkBody(KnowledgeBaseArticleUpdateSchema, readJson(request));
    if (!checked.ok) return apiError(400, contentPagesMessagesEn['pages.errors.articleNotValid'], checked.errors);
    const { category, question, content } = checked.value;
    const language = requestLanguage(request);
    // Before the article is read: nothing waits between reading it, changing it and answering.
    const reader = await readers.in(language);
    const entry = findEntry(category);
    if (!entry) return categoryNotFound(category);
    const article = entry.articles.get(question);
    if (!article) return apiError(404, `Question ${question} was not found in ${category}.`);
    const updated = { ...article, content, lastUpdated: new Date().toISOString().slice(0, 10) };
    entry.articles.set(question, updated);
    const relatedQuestions = reader.links(category, entry.links.filter((link) => link.slug !== question));
    const body: KnowledgeBaseQuestion = { ...reader.article(category, question, updated), relatedQuestions };
    return jsonIn(language, 200, body);
  });
  // What it changes, kept in the browser by the domain (PersistedState).
  return { knowledgeBase: entries };
}
