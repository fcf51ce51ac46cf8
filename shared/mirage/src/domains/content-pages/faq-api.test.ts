import { faqCategoryKeys, type FaqData } from '@console/contracts';
import { mockApi } from '../../test-kit';
import { contentPagesDomain } from '.';
import { seedFaq } from './faq-seed';

const { get } = mockApi(() => [contentPagesDomain()]);
const faq = (query = '') => get<FaqData>(`/faq/data${query}`);
const questionsByCategory = (data: FaqData) =>
  Object.fromEntries(Object.entries(data).map(([key, category]) => [key, category.qandA.map((item) => item.question)]));

describe('GET /faq/data', () => {
  it('answers all five categories in spec order with icon, title, subtitle and Q&A when q is absent', async () => {
    const { status, body } = await faq();
    expect(status).toBe(200);
    expect(Object.keys(body)).toEqual([...faqCategoryKeys]);
    expect(body).toEqual(seedFaq());
    for (const category of Object.values(body)) {
      expect(category).toEqual({ icon: expect.any(String), title: expect.any(String), subtitle: expect.any(String), qandA: expect.any(Array) });
      expect(category.qandA.length).toBeGreaterThan(0);
    }
  });

  it('treats an empty or blank q as no filter', async () => {
    expect((await faq('?q=')).body).toEqual(seedFaq());
    expect((await faq('?q=%20%20')).body).toEqual(seedFaq());
  });

  it('keeps only the matching questions and drops the categories left empty', async () => {
    const { status, body } = await faq('?q=refund');
    expect(status).toBe(200);
    expect(questionsByCategory(body)).toEqual({ cancellationReturn: ['Can I get a refund for a rental?'] });
    expect(body.cancellationReturn).toMatchObject({ title: 'Cancellation & Return', icon: 'refresh-ccw' });
  });

  it('matches case-insensitively, across several categories, in seed order', async () => {
    expect(questionsByCategory((await faq('?q=RENTAL')).body)).toEqual({
      cancellationReturn: ['Can I get a refund for a rental?'],
      myOrders: ['How long can I watch a rental?'],
    });
  });

  it('searches the questions only, as spec §7 says: words only in an answer find nothing', async () => {
    expect(await faq('?q=paypal')).toEqual({ status: 200, body: {} });
    expect(await faq('?q=30%20days')).toEqual({ status: 200, body: {} });
  });

  it('answers no categories when nothing matches', async () => {
    expect(await faq('?q=zeppelin')).toEqual({ status: 200, body: {} });
  });

  it('does not change the stored FAQ when filtering', async () => {
    await faq('?q=refund');
    expect((await faq()).body).toEqual(seedFaq());
  });
});
