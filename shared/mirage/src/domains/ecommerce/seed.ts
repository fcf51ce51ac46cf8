import { productColors, type Product, type ProductColor, type ProductRating } from '@console/contracts/src/ecommerce';
import { seededRandom, type Random } from '../../seeded-random';
import { productImages, productKinds, type ProductKind } from './product-images';
import { productRows } from './seed-rows';

/** A catalogue row as the mock stores it: the product plus its detail-only colours. */
export interface StoredProduct extends Product {
  colorOptions: ProductColor[];
}

/** A URL-safe slug of a product name. */
export function slugify(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

/** The default catalogue, or `scale` generated products: fixed, so every start has the same data. */
export function seedProducts(scale?: number): StoredProduct[] {
  if (scale !== undefined) return generateProducts(scale);
  return productRows.map(([name, brand, kind, price, rating, hasFreeShipping, colorOptions, description], index) => ({
    id: index + 1,
    name,
    slug: slugify(name),
    description,
    brand,
    price,
    image: productImages[kind],
    hasFreeShipping,
    rating,
    category: kind,
    colorOptions: [...colorOptions],
  }));
}

// Per kind: brands, product nouns and a price range in dollars.
const catalogue: Record<ProductKind, [brands: string[], nouns: string[], min: number, max: number]> = {
  camera: [['Lumora', 'Framewell'], ['Cinema Camera', 'Mirrorless Body', 'PTZ Camera', 'Webcam'], 150, 3200],
  microphone: [['Vocalis', 'Castline'], ['Condenser Mic', 'Dynamic Mic', 'Lav Kit', 'Shotgun Mic'], 60, 600],
  light: [['Northlight'], ['LED Panel', 'Softbox', 'Tube Light', 'Fresnel'], 40, 900],
  'streaming-kit': [['Castline'], ['Capture Card', 'Live Switcher', 'Stream Bundle', 'Audio Interface'], 90, 1500],
  headphones: [['Hushform'], ['Monitor Headphones', 'Reference Headphones', 'In-Ear Monitors'], 50, 450],
  tripod: [['Steadyfield'], ['Tripod', 'Gimbal', 'Boom Arm', 'Slider'], 40, 700],
  apparel: [['Reelhouse'], ['Hoodie', 'Tee', 'Cap', 'Jacket'], 15, 90],
  mug: [['Reelhouse'], ['Mug', 'Tumbler', 'Bottle'], 9, 40],
};
const lines = ['One', 'Pro', 'Air', 'Max', 'Studio', 'Go', 'Lite', 'X'];

function pickColors(random: Random): ProductColor[] {
  const wanted = random.int(1, 3);
  return [...new Set(Array.from({ length: wanted }, () => random.pick(productColors)))];
}

function generateProducts(count: number): StoredProduct[] {
  const random = seededRandom('products');
  return Array.from({ length: count }, (_, index) => {
    const id = index + 1;
    const kind = random.pick(productKinds);
    const [brands, nouns, min, max] = catalogue[kind];
    const brand = random.pick(brands);
    const noun = random.pick(nouns);
    // The id in the name keeps names and slugs unique at any scale.
    const name = `${brand} ${random.pick(lines)} ${noun} ${id}`;
    return {
      id,
      name,
      slug: slugify(name),
      description: `${brand} ${noun.toLowerCase()} for studio and streaming work.`,
      brand,
      price: random.int(min, max) + (random.next() < 0.5 ? 0.99 : 0),
      image: productImages[kind],
      hasFreeShipping: random.next() < 0.5,
      rating: random.int(1, 5) as ProductRating,
      category: kind,
      colorOptions: pickColors(random),
    };
  });
}
