import { screen, waitFor, within } from '@testing-library/react';
import type { BrandRow } from '@console/contracts';
import { mediaDomain } from '@console/mirage';
import { apiJson, mockServerPerTest } from '@console/testing';
import { addSpareBrand, editorUser, giveVideosBrand, onPhone, renderMedia } from '../test-kit';

mockServerPerTest(() => [mediaDomain()]);

const brands = () => apiJson<BrandRow[]>('/api/media/brands');
const table = () => screen.getByRole('table', { name: 'Brands' });

it('says a brand still used by videos cannot be deleted yet, and offers no Delete', async () => {
  const { user } = await renderMedia('/media/brands');
  const [brand] = await brands();
  const name = brand?.name ?? '';
  expect(brand?.videoCount).toBeGreaterThan(0);
  await user.click(await within(table()).findByRole('button', { name: `Delete ${name}` }));
  const dialog = await screen.findByRole('dialog', { name: `${name} cannot be deleted yet` });
  expect(dialog).toHaveAccessibleDescription(`Videos still use ${name}. Give them another brand, then delete it.`);
  expect(within(dialog).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  // The footer's Close (the header's × is named Close too).
  await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1) as HTMLElement);
  await waitFor(() => expect(within(table()).getByRole('button', { name: `Delete ${name}` })).toHaveFocus());
  expect(await brands()).toHaveLength(6);
});

it('still says the server’s refusal, with the count, when videos took the brand since the list was read', async () => {
  const spare = await addSpareBrand();
  const { user } = await renderMedia('/media/brands');
  await giveVideosBrand(spare.id, 2);
  await user.click(await within(table()).findByRole('button', { name: 'Delete Spare Brand' }));
  await user.click(within(await screen.findByRole('dialog', { name: 'Delete Spare Brand?' })).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Spare Brand is still used by 2 videos.')).toBeInTheDocument();
  expect(await brands()).toHaveLength(7);
});

it('adds a brand, refusing a name already in use at the field', async () => {
  const { user } = await renderMedia('/media/brands');
  await user.click(screen.getByRole('button', { name: 'Add a brand' }));
  const panel = await screen.findByRole('dialog', { name: 'Add a brand' });
  await user.type(within(panel).getByLabelText('Name *'), 'Kumo Animation');
  await user.type(within(panel).getByLabelText('Slug *'), 'kumo-2');
  await user.click(within(panel).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(within(panel).getByLabelText('Name *')).toHaveAccessibleDescription('This name is already in use.'));
  await user.clear(within(panel).getByLabelText('Name *'));
  await user.type(within(panel).getByLabelText('Name *'), 'Kumo Kids');
  await user.click(within(panel).getByRole('button', { name: 'Save' }));
  await waitFor(async () => expect((await brands()).map((brand) => brand.name)).toContain('Kumo Kids'));
  expect(await within(table()).findByRole('rowheader', { name: 'Kumo Kids' })).toBeInTheDocument();
});

it('says at the logo field that the logo must be an image', async () => {
  const { user } = await renderMedia('/media/brands');
  await user.click(screen.getByRole('button', { name: 'Add a brand' }));
  const panel = await screen.findByRole('dialog', { name: 'Add a brand' });
  await user.type(within(panel).getByLabelText('Logo address'), 'not a url at all');
  await user.click(within(panel).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(within(panel).getByLabelText('Logo address')).toHaveAccessibleDescription('Logo must be an image (a path, a web address or an uploaded image).'));
});

it('shows the editor account brands without add, edit or delete buttons', async () => {
  await renderMedia('/media/brands', editorUser);
  expect(await within(table()).findByRole('rowheader', { name: 'Northlight Studios' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Add a brand' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^(Delete|Edit) / })).not.toBeInTheDocument();
});

it('adds a sub-category under a top-level one', async () => {
  const { user } = await renderMedia('/media/categories');
  await user.click(screen.getByRole('button', { name: 'Add a category' }));
  const panel = await screen.findByRole('dialog', { name: 'Add a category' });
  await user.type(within(panel).getByLabelText('Name *'), 'Derby');
  await user.type(within(panel).getByLabelText('Slug *'), 'derby');
  await user.selectOptions(within(panel).getByLabelText('Parent category'), 'Sports');
  await user.click(within(panel).getByRole('button', { name: 'Save' }));
  await waitFor(async () => expect((await apiJson<{ name: string; parentId: number | null }[]>('/api/media/categories')).find((row) => row.name === 'Derby')).toMatchObject({ parentId: 4 }));
  expect(await screen.findByRole('rowheader', { name: 'Derby' })).toBeInTheDocument();
});

it('says why a category with subcategories cannot move under another', async () => {
  const { user } = await renderMedia('/media/categories');
  await user.click(await screen.findByRole('button', { name: 'Edit Sports' }));
  const panel = await screen.findByRole('dialog', { name: 'Edit category' });
  await user.selectOptions(within(panel).getByLabelText('Parent category'), 'News');
  await user.click(within(panel).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(within(panel).getByLabelText('Parent category')).toHaveAccessibleDescription('A category with subcategories stays top-level: move its subcategories first.'));
});

it('shows brands as cards on a phone, each with its details and buttons', async () => {
  const restore = onPhone();
  try {
    await renderMedia('/media/brands');
    const cards = await screen.findByRole('list', { name: 'Brands' }, { timeout: 5_000 });
    const [first] = within(cards).getAllByRole('listitem');
    expect(within(cards).getAllByRole('listitem')).toHaveLength(6);
    expect(screen.queryByRole('table', { name: 'Brands' })).not.toBeInTheDocument();
    expect(within(first ?? cards).getByText('Northlight Studios')).toBeInTheDocument();
    expect(within(first ?? cards).getAllByRole('term').map((term) => term.textContent)).toEqual(['Slug', 'Colour', 'Status', 'Videos']);
    expect(within(first ?? cards).getByRole('button', { name: 'Delete Northlight Studios' })).toBeInTheDocument();
  } finally {
    restore();
  }
});

describe('a link to one brand (?edit=, the navbar search’s and the action log’s)', () => {
  it('opens the brand’s edit panel over the list, and closing it leaves the plain list address', async () => {
    const { user, router } = await renderMedia('/media/brands?edit=4');
    const panel = await screen.findByRole('dialog', { name: 'Edit brand' });
    expect(within(panel).getByRole('textbox', { name: /^Name/ })).toHaveValue('Summit Sports');
    await user.click(within(panel).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('');
    expect(within(table()).getByRole('rowheader', { name: 'Summit Sports' })).toBeInTheDocument();
  });

  it('says a brand it does not hold was not found, above the list, until closed', async () => {
    const { user, router } = await renderMedia('/media/brands?edit=99');
    const said = 'Brand 99 was not found: it may have been deleted.';
    const notice = await waitFor(() => {
      const found = screen.getAllByRole('status').find((status) => status.textContent === said);
      expect(found).toBeDefined();
      return found as HTMLElement;
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(within(notice).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByText(said)).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('heading', { level: 1, name: 'Brands' })).toHaveFocus();
  });

  it('only lists the brand to a reader who may not edit it', async () => {
    await renderMedia('/media/brands?edit=4', editorUser);
    expect(await within(table()).findByRole('rowheader', { name: 'Summit Sports' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
