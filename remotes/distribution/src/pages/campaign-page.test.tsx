import { screen, within } from '@testing-library/react';
import type { CampaignStats } from '@console/contracts';
import { mockServerPerTest, switchTestLanguage } from '@console/testing';
import { uiFr } from '@console/ui/i18n/fr';
import { distributionDomains, renderDistribution } from '../test-kit';

jest.mock('react-chartjs-2', () => jest.requireActual('../chart-test-kit'));
mockServerPerTest(distributionDomains);
afterEach(() => switchTestLanguage('en'));

it("gives the chart's daily spend in euros, as the total says it, not as a bare number", async () => {
  const { days, totals } = (await (await fetch('/api/distribution/campaigns/1/stats')).json()) as CampaignStats;
  const euros = (value: number) => new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format(value);
  await renderDistribution('/distribution/campaigns/1');
  const table = await screen.findByRole('table', { name: 'Results' });
  expect(screen.getByText(euros(totals.spend))).toBeInTheDocument();
  const spend = within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[2]?.textContent);
  expect(spend).toEqual(days.map((day) => euros(day.spend)));
});

it("draws the chart's ticks and tooltips in the console's language", async () => {
  await switchTestLanguage('fr', { ui: uiFr });
  await renderDistribution('/distribution/campaigns/1');
  expect(await screen.findByRole('img', { name: 'Graphique linéaire : Résultats' })).toHaveAttribute('lang', 'fr');
});

it('names the year of each day when the results run over two years, and only then', async () => {
  const body = { name: 'New year push', brandId: 1, keywords: ['countdown'], videoIds: [1], startDate: '2025-12-30', endDate: '2026-01-02', dailyBudget: 40, status: 'active' };
  const answer = await fetch('/api/distribution/campaigns', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  expect(answer.status).toBe(201);
  const { campaign } = (await answer.json()) as { campaign: { id: number } };
  const { unmount } = await renderDistribution(`/distribution/campaigns/${campaign.id}`);
  const days = async () => within(await screen.findByRole('table', { name: 'Results' })).getAllByRole('rowheader').map((cell) => cell.textContent);
  expect(await days()).toEqual(['Dec 30, 2025', 'Dec 31, 2025', 'Jan 1, 2026', 'Jan 2, 2026']);
  unmount();

  await renderDistribution('/distribution/campaigns/1');
  expect((await days())[0]).toMatch(/^[A-Z][a-z]{2} \d{1,2}$/);
});
