import type { KnowledgeBaseCategory, KnowledgeBaseCategoryResponse, KnowledgeBaseQuestion } from '@console/contracts';
import { mockApi } from '../../test-kit';
import { contentPagesDomain } from '.';

const { get, call } = mockApi(() => [contentPagesDomain()]);
const safeTags = new Set(['p', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'strong', 'em', 'a']);

describe('GET /faq/data/knowledge_base', () => {
  it('lists the six categories with id, category slug, title, desc and icon', async () => {
    const { status, body } = await get('/faq/data/knowledge_base');
    expect(status).toBe(200);
    const rows = body as KnowledgeBaseCategory[];
    expect(rows.map((row) => row.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(rows[2]).toEqual({ id: 3, category: 'live-streaming', title: 'Live streaming', desc: expect.any(String), icon: 'radio' });
  });

  it('filters by title or description, case-insensitively', async () => {
    const byTitle = (await get('/faq/data/knowledge_base?q=LIVE')).body as KnowledgeBaseCategory[];
    expect(byTitle.map((row) => row.category)).toEqual(['live-streaming']);
    const byDesc = (await get('/faq/data/knowledge_base?q=payouts')).body as KnowledgeBaseCategory[];
    expect(byDesc.map((row) => row.category)).toEqual(['monetisation']);
    expect((await get('/faq/data/knowledge_base?q=zeppelin')).body).toEqual([]);
  });
});

describe('GET /faq/data/category', () => {
  it('answers { categoryData } with the category and its question links', async () => {
    const { status, body } = await get('/faq/data/category?category=live-streaming');
    expect(status).toBe(200);
    const { categoryData } = body as KnowledgeBaseCategoryResponse;
    expect(categoryData).toMatchObject({ id: 3, category: 'live-streaming', title: 'Live streaming', icon: 'radio' });
    expect(categoryData.questions).toHaveLength(4);
    expect(categoryData.questions[0]).toEqual({ id: 9, question: 'How do I schedule a live event?', slug: 'how-do-i-schedule-a-live-event' });
  });

  it('answers 404 for an unknown category and 400 without one', async () => {
    expect(await get('/faq/data/category?category=cooking')).toEqual({ status: 404, body: { message: 'Knowledge base category cooking was not found.' } });
    expect(await get('/faq/data/category')).toEqual({ status: 400, body: { message: 'A category is required.', errors: { category: 'A category is required.' } } });
  });
});

describe('GET /faq/data/question', () => {
  const url = (category: string, question: string) => `/faq/data/question?category=${category}&question=${question}`;

  it('answers the article with title, date, related questions and safe HTML', async () => {
    const { status, body } = await get(url('live-streaming', 'can-i-use-a-backup-stream'));
    expect(status).toBe(200);
    const article = body as KnowledgeBaseQuestion;
    expect(Object.keys(article).sort()).toEqual(['content', 'lastUpdated', 'relatedQuestions', 'title']);
    expect(article.title).toBe('Can I use a backup stream?');
    expect(article.lastUpdated).toMatch(/^2026-\d{2}-\d{2}$/);
    expect(article.relatedQuestions.map((link) => link.id)).toEqual([9, 10, 12]);
    expect(article.content).toContain('<li>Turn on Redundant ingest in the event settings.</li>');
  });

  it('writes every article with only safe tags and no attributes', async () => {
    const categories = (await get('/faq/data/knowledge_base')).body as KnowledgeBaseCategory[];
    for (const { category } of categories) {
      const { categoryData } = (await get(`/faq/data/category?category=${category}`)).body as KnowledgeBaseCategoryResponse;
      for (const { slug } of categoryData.questions) {
        const { content } = (await get(url(category, slug))).body as KnowledgeBaseQuestion;
        const tags = [...content.matchAll(/<\/?([a-z0-9]+)([^>]*)>/g)];
        expect(tags.length).toBeGreaterThan(0);
        for (const [, name, attributes] of tags) {
          expect(safeTags.has(name ?? '')).toBe(true);
          expect(attributes).toBe('');
        }
      }
    }
  });

  it('escapes quotes in the text it builds', async () => {
    const { body } = await get(url('monetisation', 'how-do-i-sell-a-sponsorship-slot'));
    expect((body as KnowledgeBaseQuestion).content).toContain('partner&#39;s message');
  });

  it('answers 404 for an unknown category or question, 400 without them', async () => {
    expect(await get(url('cooking', 'can-i-use-a-backup-stream'))).toEqual({ status: 404, body: { message: 'Knowledge base category cooking was not found.' } });
    expect(await get(url('analytics', 'can-i-use-a-backup-stream'))).toEqual({
      status: 404,
      body: { message: 'Question can-i-use-a-backup-stream was not found in analytics.' },
    });
    expect(await get('/faq/data/question?category=analytics')).toEqual({
      status: 400,
      body: { message: 'A category and a question are required.', errors: { question: 'A question is required.' } },
    });
    const neither = await get('/faq/data/question');
    expect(neither.status).toBe(400);
    expect(neither.body).toMatchObject({ errors: { category: 'A category is required.', question: 'A question is required.' } });
  });
});

describe('POST /faq/data/question', () => {
  it("replaces an article's content as sent (the pages sanitise what they show)", async () => {
    const content = '<p>Updated.</p><script>window.hacked = true</script>';
    const { status, body } = await call<KnowledgeBaseQuestion>('POST', '/faq/data/question', { category: 'live-streaming', question: 'can-i-use-a-backup-stream', content });
    expect(status).toBe(200);
    expect(body).toMatchObject({ title: 'Can I use a backup stream?', content });
    expect((await get<KnowledgeBaseQuestion>('/faq/data/question?category=live-streaming&question=can-i-use-a-backup-stream')).body.content).toBe(content);
  });

  it('answers 404 for an unknown article and 400 without content', async () => {
    expect((await call('POST', '/faq/data/question', { category: 'live-streaming', question: 'nope', content: '<p>x</p>' })).status).toBe(404);
    expect(await call('POST', '/faq/data/question', { category: 'live-streaming', question: 'can-i-use-a-backup-stream', content: '' })).toMatchObject({
      status: 400,
      body: { errors: { content: 'Enter the content.' } },
    });
  });
});
