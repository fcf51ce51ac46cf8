import type { FaqData, KnowledgeBaseCategory, KnowledgeBaseCategoryResponse, KnowledgeBaseQuestion, PricingData } from '@console/contracts';
import { mockApi } from '../../test-kit';
import { articleRows } from './knowledge-base-articles';
import { contentTexts as arabic } from './content-texts.ar';
import { contentTexts as french } from './content-texts.fr';
import { seedFaq } from './faq-seed';
import { seedPricing } from './pricing';
import { contentPagesDomain } from '.';

const { call } = mockApi(() => [contentPagesDomain()]);

async function read<T>(path: string, language?: string, init: RequestInit = {}) {
  const response = await fetch(path, { ...init, headers: language ? { 'Accept-Language': language } : {} });
  return { language: response.headers.get('Content-Language'), body: (await response.json()) as T };
}
const article = '/faq/data/question?category=live-streaming&question=can-i-use-a-backup-stream';

describe('the FAQ', () => {
  it('answers in French or Arabic when asked, in English otherwise', async () => {
    const first = async (language?: string) => (await read<FaqData>('/faq/data', language)).body.payment?.qandA[0];
    expect(await first()).toEqual({ question: 'Which payment methods can I use?', ans: expect.stringContaining('PayPal') });
    expect(await first('fr')).toEqual({ question: 'Quels moyens de paiement puis-je utiliser ?', ans: expect.stringContaining('PayPal') });
    expect(await first('ar-EG')).toEqual({ question: 'ما وسائل الدفع التي يمكنني استخدامها؟', ans: expect.stringContaining('PayPal') });
    expect((await read<FaqData>('/faq/data', 'fr')).body.cancellationReturn).toMatchObject({ icon: 'refresh-ccw', title: 'Résiliation et remboursement' });
    expect((await read('/faq/data', 'fr')).language).toBe('fr');
  });

  it('searches the questions as the reader reads them', async () => {
    const found = (await read<FaqData>('/faq/data?q=location', 'fr')).body;
    expect(Object.values(found).flatMap((category) => category.qandA.map((item) => item.question))).toEqual([
      'Puis-je être remboursé d’une location ?',
      'Combien de temps puis-je regarder une location ?',
    ]);
    expect((await read('/faq/data?q=location')).body).toEqual({});
  });

  it.each([
    ['fr', french],
    ['ar', arabic],
  ] as const)('has every question of the English FAQ in %s, in its order', (_language, texts) => {
    const english = seedFaq();
    const translated = seedFaq(texts.faq);
    for (const [key, category] of Object.entries(english) as [keyof typeof english, (typeof english)['payment']][]) {
      expect(translated[key].qandA).toHaveLength(category.qandA.length);
      expect(translated[key].icon).toBe(category.icon);
      expect(translated[key].title).not.toBe(category.title);
    }
  });
});

describe('the pricing page', () => {
  it('names and describes the plans in the language asked; prices stay numbers', async () => {
    const standard = async (language?: string) => (await read<PricingData>('/pricing/data', language)).body.pricing.standardPlan;
    expect(await standard()).toMatchObject({ title: 'Standard', subtitle: 'For studios running several shows and live events', monthlyPrice: 49 });
    expect(await standard('fr')).toMatchObject({
      title: 'Standard',
      subtitle: 'Pour les studios qui gèrent plusieurs émissions et des événements en direct',
      monthlyPrice: 49,
      yearlyPlan: { perMonth: 40, totalAnnual: 480 },
      popular: true,
    });
    expect((await standard('fr')).planBenefits[0]).toBe('Dix chaînes et des vidéos en nombre illimité');
    expect(await standard('ar')).toMatchObject({ title: 'القياسية', monthlyPrice: 49 });
    expect((await read<PricingData>('/pricing/data', 'ar')).body.pricing.qandA[0]?.question).toBe('هل يتجدد اشتراكي تلقائيًا؟');
  });

  it("keeps the caller's plan, whatever the language", async () => {
    await call('POST', '/pricing/plan', { plan: 'enterprise' });
    expect((await read<PricingData>('/pricing/data', 'fr')).body).toMatchObject({ currentPlan: 'enterprise', pricing: { enterprisePlan: { title: 'Entreprise' } } });
  });

  it.each([
    ['fr', french],
    ['ar', arabic],
  ] as const)('gives every plan as many benefits in %s as in English', (_language, texts) => {
    const { pricing: english } = seedPricing();
    const { pricing: translated } = seedPricing(texts.pricing);
    for (const plan of ['basicPlan', 'standardPlan', 'enterprisePlan'] as const) expect(translated[plan].planBenefits).toHaveLength(english[plan].planBenefits.length);
    expect(translated.qandA).toHaveLength(english.qandA.length);
  });
});

describe('the knowledge base', () => {
  it('answers categories, links and articles in the language asked, with the same slugs', async () => {
    const categories = (await read<KnowledgeBaseCategory[]>('/faq/data/knowledge_base', 'fr')).body;
    expect(categories[2]).toEqual({ id: 3, category: 'live-streaming', title: 'Diffusion en direct', desc: expect.stringContaining('encodeur'), icon: 'radio' });
    const { categoryData } = (await read<KnowledgeBaseCategoryResponse>('/faq/data/category?category=live-streaming', 'ar')).body;
    expect(categoryData.title).toBe('البث المباشر');
    expect(categoryData.questions[0]).toEqual({ id: 9, question: 'كيف أجدول حدثًا مباشرًا؟', slug: 'how-do-i-schedule-a-live-event' });

    const french = (await read<KnowledgeBaseQuestion>(article, 'fr')).body;
    expect(french.title).toBe('Puis-je utiliser un flux de secours ?');
    expect(french.content).toContain('<h2>Comment faire</h2>');
    expect(french.content).toContain('<li>Activez l’ingestion redondante dans les paramètres de l’événement.</li>');
    expect(french.relatedQuestions.map((link) => link.slug)).toEqual(['how-do-i-schedule-a-live-event', 'which-encoder-settings-do-you-recommend', 'how-do-i-turn-a-live-stream-into-a-video-on-demand']);
    expect(french.relatedQuestions[0]?.question).toBe('Comment programmer un événement en direct ?');
    const english = (await read<KnowledgeBaseQuestion>(article)).body;
    expect(english).toMatchObject({ title: 'Can I use a backup stream?', lastUpdated: french.lastUpdated });
    expect(english.content).toContain('<h2>What to do</h2>');
  });

  it('writes the tip in the reader’s language', async () => {
    const tipped = '/faq/data/question?category=live-streaming&question=which-encoder-settings-do-you-recommend';
    expect((await read<KnowledgeBaseQuestion>(tipped, 'ar')).body.content).toContain('<p><strong>نصيحة:</strong> أجرِ بثًا تجريبيًا خاصًا قبل الحدث الكبير بيوم.</p>');
    expect((await read<KnowledgeBaseQuestion>(tipped)).body.content).toContain('<p><strong>Tip:</strong> Run a private test stream');
  });

  it('searches categories as the reader reads them', async () => {
    expect((await read<KnowledgeBaseCategory[]>('/faq/data/knowledge_base?q=versements', 'fr')).body.map((row) => row.category)).toEqual(['monetisation']);
    expect((await read<KnowledgeBaseCategory[]>('/faq/data/knowledge_base?q=versements')).body).toEqual([]);
  });

  it('shows an edited body as it was written, in every language; the title stays translated', async () => {
    const content = '<p>Corps réécrit par un éditeur.</p>';
    const saved = await call<KnowledgeBaseQuestion>('POST', '/faq/data/question', { category: 'live-streaming', question: 'can-i-use-a-backup-stream', content });
    expect(saved.body.content).toBe(content);
    for (const language of [undefined, 'fr', 'ar']) expect((await read<KnowledgeBaseQuestion>(article, language)).body.content).toBe(content);
    expect((await read<KnowledgeBaseQuestion>(article, 'ar')).body.title).toBe('هل يمكنني استخدام بث احتياطي؟');
    // The other articles keep their translations.
    expect((await read<KnowledgeBaseQuestion>('/faq/data/question?category=live-streaming&question=how-do-i-schedule-a-live-event', 'fr')).body.content).toContain('Comment faire');
  });

  it.each([
    ['fr', french.knowledgeBase],
    ['ar', arabic.knowledgeBase],
  ] as const)('translates every category and article into %s, step for step', (_language, texts) => {
    for (const [category, rows] of Object.entries(articleRows)) {
      expect(texts.categories[category]).toEqual({ title: expect.any(String), desc: expect.any(String) });
      const translated = texts.articles[category] ?? [];
      expect(translated).toHaveLength(rows.length);
      rows.forEach(([question, , steps, tip], at) => {
        const [title, intro, translatedSteps, translatedTip] = translated[at] ?? [];
        expect([title, intro]).not.toContain(question);
        expect(translatedSteps).toHaveLength(steps.length);
        expect(translatedTip === undefined).toBe(tip === undefined);
      });
    }
  });
});
