/** A product's page: its slug with the id at the end, so the API call needs no slug lookup. */
export const productPath = (product: { id: number; slug: string }) => `/apps/ecommerce/product-detail/${product.slug}-${product.id}`;

/** The id and slug of a product page's segment ('lumora-vlog-mini-2'), or undefined. */
export function parseProductSegment(segment: string): { id: number; slug: string } | undefined {
  const match = /^([a-z0-9]+(?:-[a-z0-9]+)*)-(\d+)$/.exec(segment);
  return match ? { slug: match[1] ?? '', id: Number(match[2]) } : undefined;
}
