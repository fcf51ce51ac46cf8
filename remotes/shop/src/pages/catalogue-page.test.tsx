import { screen, waitFor, within } from '@testing-library/react';
import { ecommerceDomain } from '@console/mirage';
import { mockServerPerTest } from '@console/testing';
import { productNames, productsWhere, renderShop } from '../test-kit';

mockServerPerTest(() => [ecommerceDomain()]);

// jsdom renders the catalogue slowly on a loaded 2-core machine (several seconds a step in CI).
jest.setTimeout(40_000);
const step = { timeout: 10_000 };
const results = (text: string) => screen.findByText(text, {}, step);

describe('the catalogue', () => {
  it('shows 9 products per page, the result count and pages', async () => {
    const { user, router } = await renderShop('/apps/ecommerce/shop');
    await results('28 results');
    expect(productNames()).toHaveLength(9);
    expect(productNames()[0]).toBe('Lumora C4 Cinema Camera');
    await user.click(within(screen.getByRole('navigation', { name: 'Product pages' })).getByRole('button', { name: /^4$|page 4/i }));
    await waitFor(() => expect(productNames()).toEqual(['Reelhouse Travel Tumbler']), step);
    expect(router.state.location.search).toBe('?page=4');
  });

  it('narrows by category, brand, rating and free shipping, each in the URL, and clears them all', async () => {
    const { user, router } = await renderShop('/apps/ecommerce/shop');
    await results('28 results');
    await user.selectOptions(screen.getByLabelText('Category'), 'Microphones');
    await results('5 results');
    expect(productNames().every((name) => name?.startsWith('Vocalis'))).toBe(true);
    await user.click(screen.getByRole('radio', { name: '4 stars & up' }));
    await results('3 results');
    await user.click(screen.getByRole('switch', { name: 'Free shipping only' }));
    await results('2 results');
    expect(router.state.location.search).toBe('?category=microphone&rating=4&freeShipping=true');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await results('28 results');
    await user.click(screen.getByRole('checkbox', { name: 'Hushform' }));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Hushform' })).toBeChecked(), step);
    await user.click(screen.getByRole('checkbox', { name: 'Lumora' }));
    const expected = (await productsWhere('')).filter((product) => ['Hushform', 'Lumora'].includes(product.brand));
    await results(`${expected.length} results`);
    expect(productNames()).toEqual(expected.map((product) => product.name));
    expect(router.state.location.search).toBe('?brands=Hushform%2CLumora');
  });

  it('filters by a price range and sorts by price', async () => {
    const { user } = await renderShop('/apps/ecommerce/shop?sortBy=price-asc');
    await results('28 results');
    expect(productNames()[0]).toBe('Reelhouse Premiere Night Mug');
    await user.type(screen.getByLabelText('Minimum price ($)'), '300');
    await user.type(screen.getByLabelText('Maximum price ($)'), '400');
    await user.click(screen.getByRole('button', { name: 'Apply price' }));
    const expected = (await productsWhere('')).filter((product) => product.price >= 300 && product.price <= 400).sort((a, b) => a.price - b.price || a.id - b.id);
    await results(`${expected.length} results`);
    expect(productNames()).toEqual(expected.map((product) => product.name));
  });

  it('says at the field that a maximum price below the minimum is wrong, and keeps the results', async () => {
    const { user, router } = await renderShop('/apps/ecommerce/shop');
    await results('28 results');
    await user.type(screen.getByLabelText('Minimum price ($)'), '500');
    await user.type(screen.getByLabelText('Maximum price ($)'), '100');
    await user.click(screen.getByRole('button', { name: 'Apply price' }));
    expect(screen.getByLabelText('Maximum price ($)')).toHaveAccessibleDescription('The maximum price is below the minimum.');
    expect(router.state.location.search).toBe('');
    expect(screen.getByText('28 results')).toBeInTheDocument();
  });

  it('says at the field on load that a bookmarked maximum price below the minimum is wrong, as after typing it', async () => {
    const { user, router } = await renderShop('/apps/ecommerce/shop?minPrice=500&maxPrice=10');
    expect(await screen.findByText('No products match.', {}, step)).toBeInTheDocument();
    const max = screen.getByLabelText('Maximum price ($)');
    expect(max).toHaveValue(10);
    expect(max).toBeInvalid();
    expect(max).toHaveAccessibleDescription('The maximum price is below the minimum.');
    // Put right, the message goes and the range applies.
    await user.clear(max);
    await user.type(max, '600');
    await user.click(screen.getByRole('button', { name: 'Apply price' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('maxPrice')).toBe('600'), step);
    expect(screen.getByLabelText('Maximum price ($)')).not.toHaveAccessibleDescription();
    expect(screen.getByLabelText('Maximum price ($)')).toBeValid();
  });

  it('ticks the brand a bookmarked link names in another case, and unticking it removes that filter', async () => {
    const { user, router } = await renderShop('/apps/ecommerce/shop?brands=lumora');
    const expected = (await productsWhere('')).filter((product) => product.brand === 'Lumora');
    await results(`${expected.length} results`);
    expect(screen.getByRole('checkbox', { name: 'Lumora' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Hushform' })).not.toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Lumora' }));
    await results('28 results');
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('checkbox', { name: 'Lumora' })).not.toBeChecked();
  });

  it('applies a price typed as the number box allows it (1e2, 0400) as whole dollars, not dropped', async () => {
    const { user, router } = await renderShop('/apps/ecommerce/shop');
    await results('28 results');
    await user.type(screen.getByLabelText('Minimum price ($)'), '1e2');
    await user.type(screen.getByLabelText('Maximum price ($)'), '0400');
    await user.click(screen.getByRole('button', { name: 'Apply price' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('minPrice')).toBe('100'), step);
    expect(new URLSearchParams(router.state.location.search).get('maxPrice')).toBe('400');
    expect(screen.getByLabelText('Minimum price ($)')).toHaveAttribute('max', '999999');
  });

  it.each([
    ['a negative minimum', 'Minimum price ($)', '-5', 'A price cannot be negative.'],
    ['an absurd maximum', 'Maximum price ($)', '1e12', 'Enter a price of at most 999,999.'],
    ['a fraction of a cent', 'Minimum price ($)', '2.555', 'Enter the price with at most two decimals (cents).'],
  ])('says at the field that %s cannot apply, keeps it typed and the results as they were', async (_, label, typed, message) => {
    const { user, router } = await renderShop('/apps/ecommerce/shop');
    await results('28 results');
    await user.type(screen.getByLabelText(label), typed);
    await user.click(screen.getByRole('button', { name: 'Apply price' }));
    const field = screen.getByLabelText(label);
    expect(field).toHaveAccessibleDescription(message);
    expect(field).toBeInvalid();
    expect(field).toHaveFocus();
    expect(field).toHaveValue(Number(typed));
    expect(router.state.location.search).toBe('');
    expect(screen.getByText('28 results')).toBeInTheDocument();
    // Put right, the message goes and the range applies.
    await user.clear(field);
    await user.type(field, '100');
    await user.click(screen.getByRole('button', { name: 'Apply price' }));
    await waitFor(() => expect(router.state.location.search).not.toBe(''), step);
    expect(screen.getByLabelText(label)).not.toHaveAccessibleDescription();
    expect(screen.getByLabelText(label)).toBeValid();
  });

  it('applies a bound with cents, as prices have them ($89.99 is in up to 89.99, out up to 89.98)', async () => {
    const { user, router } = await renderShop('/apps/ecommerce/shop');
    await results('28 results');
    const max = screen.getByLabelText('Maximum price ($)');
    await user.type(max, '89.99');
    await user.click(screen.getByRole('button', { name: 'Apply price' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('maxPrice')).toBe('89.99'), step);
    const upTo = async (dollars: number) => (await productsWhere('')).filter((product) => product.price <= dollars).map((product) => product.name);
    await waitFor(async () => expect(productNames()).toEqual(await upTo(89.99)), step);
    expect(productNames()).toContain('Northlight Ring Light 18"');
    expect(screen.getByLabelText('Maximum price ($)')).toBeValid();

    await user.clear(screen.getByLabelText('Maximum price ($)'));
    await user.type(screen.getByLabelText('Maximum price ($)'), '89.98');
    await user.click(screen.getByRole('button', { name: 'Apply price' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('maxPrice')).toBe('89.98'), step);
    await waitFor(async () => expect(productNames()).toEqual(await upTo(89.98)), step);
    expect(productNames()).not.toContain('Northlight Ring Light 18"');
  });

  it('moves a page past the end (an old link) to the last page', async () => {
    const { router } = await renderShop('/apps/ecommerce/shop?page=99');
    await waitFor(() => expect(router.state.location.search).toBe('?page=4'), step);
    await waitFor(() => expect(productNames()).toEqual(['Reelhouse Travel Tumbler']), step);
  });

  it('says so when nothing matches, with a way out', async () => {
    const { user } = await renderShop('/apps/ecommerce/shop?category=mug&rating=4');
    expect(await screen.findByText('No products match.', {}, { timeout: 5_000 })).toBeInTheDocument();
    // In the filter bar, and in the empty state.
    expect(within(screen.getByRole('search', { name: 'Filters' })).getByRole('button', { name: 'Clear filters' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear all filters' }));
    await results('28 results');
  });

  it('folds the filters behind a Filters button above the products (a phone\'s layout), which counts those set', async () => {
    const { user } = await renderShop('/apps/ecommerce/shop?category=microphone&brands=Vocalis&minPrice=50');
    await results('5 results');
    const bar = screen.getByRole('search', { name: 'Filters' });
    const toggle = within(bar).getByRole('button', { name: 'Filters 3' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // Every filter is in the bar, whose part behind the button folds away on a phone.
    const inBar = within(bar);
    for (const control of [inBar.getByLabelText('Category'), inBar.getByLabelText('Minimum price ($)'), inBar.getByRole('checkbox', { name: 'Vocalis' }), inBar.getByRole('radio', { name: 'Any rating' }), inBar.getByRole('switch', { name: 'Free shipping only' })]) {
      expect(control).toBeInTheDocument();
    }
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  it('clears the filters from the bar and keeps the search, which is outside it', async () => {
    const { user, router } = await renderShop('/apps/ecommerce/shop?q=vocalis&rating=4');
    await results('3 results');
    await user.click(within(screen.getByRole('search', { name: 'Filters' })).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=vocalis'), step);
  });

  it('switches between grid and list views, keeping the page', async () => {
    const { user, router } = await renderShop('/apps/ecommerce/shop?page=2');
    await results('28 results');
    await user.click(screen.getByRole('button', { name: 'List view' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true'), step);
    expect(screen.getByRole('button', { name: 'Grid view' })).toHaveAttribute('aria-pressed', 'false');
    expect(new URLSearchParams(router.state.location.search).get('view')).toBe('list');
    expect(new URLSearchParams(router.state.location.search).get('page')).toBe('2');
    expect(productNames()).toHaveLength(9);
  });
});
