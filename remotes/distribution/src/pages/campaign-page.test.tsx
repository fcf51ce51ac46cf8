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
