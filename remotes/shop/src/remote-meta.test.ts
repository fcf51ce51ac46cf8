import { recordPath } from '@console/contracts';
import { productPath } from './components/product-path';
import { remoteMeta } from './remote-meta';

it('the navbar search leads a product found to the page the shop itself links it to', () => {
  const product = { id: 12, slug: 'lumora-vlog-mini', name: 'Lumora Vlog Mini', brand: 'Lumora' };
  const [products] = remoteMeta.records;
  expect(recordPath(products.to, product)).toBe(productPath(product));
});
