import { screen, waitFor, within } from '@testing-library/react';
import { mediaDomain } from '@console/mirage';
import { mockServerPerTest, switchTestLanguage } from '@console/testing';
import { uiFr } from '@console/ui/i18n/fr';
import fr from '../i18n/fr';
import { renderMedia } from '../test-kit';

mockServerPerTest(() => [mediaDomain()]);
afterEach(() => switchTestLanguage('en'));

async function openAddBrand() {
  const { user } = await renderMedia('/media/brands');
  await user.click(screen.getByRole('button', { name: 'Add a brand' }));
  return { user, panel: await screen.findByRole('dialog', { name: 'Add a brand' }) };
}

it('says the brand was added, by its name, once the server has added it', async () => {
  const { user, panel } = await openAddBrand();
  await user.type(within(panel).getByLabelText('Name *'), 'Kumo Kids');
  await user.type(within(panel).getByLabelText('Slug *'), 'kumo-kids');
  await user.click(within(panel).getByRole('button', { name: 'Save' }));
  // The name stands apart from the sentence (isolate marks): an Arabic name keeps the quotes in place.
  expect(await screen.findByText('Brand “\u2068Kumo Kids\u2069” added.')).toHaveAttribute('role', 'status');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

it('says the brand was saved after an edit, in the reader’s language', async () => {
  await switchTestLanguage('fr', { ui: uiFr });
  const { user } = await renderMedia('/media/brands');
  await user.click(await screen.findByRole('button', { name: fr.taxonomy.edit.replace('{{name}}', 'Northlight Studios') }));
  const panel = await screen.findByRole('dialog', { name: fr.taxonomy.editBrand });
  const name = within(panel).getByLabelText(`${fr.taxonomy.fields.name} *`);
  await user.clear(name);
  await user.type(name, 'Northlight Pictures');
  await user.click(within(panel).getByRole('button', { name: fr.taxonomy.save }));
  expect(await screen.findByText('Marque « \u2068Northlight Pictures\u2069 » enregistrée.')).toHaveAttribute('role', 'status');
});

it('says nothing was added while the server refuses the brand, the panel staying open with its input', async () => {
  const { user, panel } = await openAddBrand();
  await user.type(within(panel).getByLabelText('Name *'), 'Kumo Animation');
  await user.type(within(panel).getByLabelText('Slug *'), 'kumo-2');
  await user.click(within(panel).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(within(panel).getByLabelText('Name *')).toHaveAccessibleDescription('This name is already in use.'));
  expect(screen.getByRole('dialog', { name: 'Add a brand' })).toBe(panel);
  expect(within(panel).getByLabelText('Slug *')).toHaveValue('kumo-2');
  expect(screen.queryByText(/added\.$/)).not.toBeInTheDocument();
});
