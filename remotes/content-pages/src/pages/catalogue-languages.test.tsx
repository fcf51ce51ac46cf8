import { screen, waitFor, within } from '@testing-library/react';
import { contentPagesDomain } from '@console/mirage';
import { mockServerPerTest, switchTestLanguage } from '@console/testing';
import { uiAr } from '@console/ui/i18n/ar';
import { uiFr } from '@console/ui/i18n/fr';
import ar from '../i18n/ar';
import fr from '../i18n/fr';
import { renderPages, slow } from '../test-kit';

// The FAQ, the plans and the knowledge base are the API's seeded catalogue: it answers them in
// the page's language (Accept-Language, from <html lang>), like a CMS.
mockServerPerTest(() => [contentPagesDomain()]);
afterEach(() => switchTestLanguage('en'));
jest.setTimeout(20_000);

describe('in French', () => {
  beforeEach(() => switchTestLanguage('fr', { ui: uiFr }));

  it('shows the FAQ in French, and searches it in French', async () => {
    const { user } = await renderPages('/pages/faq');
    const tabs = await screen.findByRole('tablist', { name: fr.faq.categories }, slow);
    expect(within(tabs).getAllByRole('tab').map((tab) => tab.textContent.trim())).toEqual(['Paiement', 'Diffusion', 'Résiliation et remboursement', 'Mes commandes', 'Produits et services']);
    const question = screen.getByRole('button', { name: 'Quels moyens de paiement puis-je utiliser ?' });
    await user.click(question);
    expect(screen.getByText(/Nous acceptons les principales cartes de débit et de crédit/)).toBeVisible();
    await user.type(screen.getByRole('searchbox', { name: fr.faq.search }), 'location');
    await waitFor(() => expect(screen.getAllByRole('tab').map((tab) => tab.textContent.trim())).toEqual(['Résiliation et remboursement', 'Mes commandes']), slow);
    expect(screen.getByRole('button', { name: 'Puis-je être remboursé d’une location ?' })).toBeInTheDocument();
  });

  it('names and describes the plans in French', async () => {
    await renderPages('/pages/pricing');
    const enterprise = await screen.findByRole('article', { name: 'Entreprise' }, slow);
    expect(enterprise).toHaveTextContent('Pour les réseaux qui ont leur propre régie publicitaire et leurs abonnés');
    expect(within(enterprise).getByRole('list', { name: fr.pricing.benefits.replace('{{plan}}', 'Entreprise') })).toHaveTextContent('Un responsable de compte dédié');
    expect(screen.getByRole('article', { name: 'Essentiel' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Puis-je changer de formule ?' })).toBeInTheDocument();
  });

  it('shows the knowledge base in French, at the same addresses', async () => {
    const { user } = await renderPages('/pages/knowledge-base/live-streaming');
    expect(await screen.findByRole('heading', { level: 1, name: 'Diffusion en direct' }, slow)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Puis-je utiliser un flux de secours ?' }));
    const article = await screen.findByRole('article', { name: 'Puis-je utiliser un flux de secours ?' }, slow);
    expect(within(article).getByRole('heading', { name: 'Comment faire' })).toBeInTheDocument();
    expect(within(article).getByText('Le lecteur bascule en quelques secondes.')).toBeInTheDocument();
    const related = screen.getByRole('region', { name: fr.kb.related });
    expect(within(related).getByRole('link', { name: 'Comment programmer un événement en direct ?' })).toHaveAttribute(
      'href',
      '/pages/knowledge-base/live-streaming/how-do-i-schedule-a-live-event',
    );
  });
});

it('shows the FAQ in Arabic', async () => {
  await switchTestLanguage('ar', { ui: uiAr });
  await renderPages('/pages/faq');
  const tabs = await screen.findByRole('tablist', { name: ar.faq.categories }, slow);
  expect(within(tabs).getByRole('tab', { name: 'الدفع' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'ما وسائل الدفع التي يمكنني استخدامها؟' })).toBeInTheDocument();
});
