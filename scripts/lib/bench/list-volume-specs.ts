import type { ListVolumeSpec } from './list-volume';

/** The lists the benchmark drives at 10,000 rows: each remote with a list adds its own here. */
export const listVolumeSpecs: ListVolumeSpec[] = [
  {
    remote: 'users',
    path: '/apps/user/list',
    table: 'Users',
    filters: [
      ['Role', 'editor'], ['Status', 'active'], ['Role', 'admin'], ['Status', 'pending'], ['Role', ''],
      ['Status', 'inactive'], ['Role', 'author'], ['Status', ''], ['Role', 'maintainer'], ['Status', 'active'],
      ['Role', 'subscriber'], ['Status', 'pending'], ['Role', ''], ['Status', ''], ['Role', 'editor'],
    ],
    searches: ['an', 'be', 'li', 'co', 'jo', 'ma', 'er', 'ta', 'ri', 'on', 'sa', 'el', 'ko', 'ni', 'ar'],
  },
  {
    remote: 'invoices',
    path: '/apps/invoice/list',
    table: 'Invoices',
    filters: [
      ['Status', 'Paid'], ['Status', 'Sent'], ['Status', 'Draft'], ['Status', 'Partial Payment'], ['Status', 'Past Due'],
      ['Status', 'Downloaded'], ['Status', ''], ['Status', 'Paid'], ['Status', 'Draft'], ['Status', 'Sent'],
      ['Status', ''], ['Status', 'Past Due'], ['Status', 'Partial Payment'], ['Status', ''], ['Status', 'Downloaded'],
    ],
    searches: ['an', 'be', 'li', 'co', 'jo', 'ma', 'er', 'ta', 'ri', 'on', 'sa', 'el', 'ko', 'ni', 'ar'],
  },
  {
    // #15: 10,000 videos; the totals above the table come with the page's answer. "Any filter,
    // search or sort": every filter of the library (brand and category by id), the published date
    // and the sort (its select, which writes the same URL as the column headers) are timed; the
    // changes narrow, then widen again, so the searches after them find videos.
    remote: 'media',
    path: '/media/videos',
    table: 'Videos',
    filters: [
      ['Status', 'published'], ['Sort by', 'title-asc'], ['Brand', '2'], ['Language', 'fr'], ['Sort by', 'duration-desc'],
      ['Category', '4'], ['Brand', ''], ['Published from', '2025-06-01'], ['Sort by', 'views-desc'], ['Language', ''],
      ['Brand', '5'], ['Duration', 'long'], ['Sort by', 'publishedAt-desc'], ['Category', ''], ['Published from', ''],
      ['Brand', ''], ['Duration', ''], ['Status', ''],
    ],
    searches: ['an', 'be', 'li', 'co', 'jo', 'ma', 'er', 'ta', 'ri', 'on', 'sa', 'el', 'ko', 'ni', 'ar'],
  },
  {
    // #12: 10,000 products, painted as cards (9 a page); the sort is a filter too. Each change
    // makes a query not made before: an answer still in the cache paints without going busy.
    remote: 'shop',
    path: '/apps/ecommerce/shop',
    table: 'Products',
    kind: 'list',
    filters: [
      ['Category', 'camera'], ['Sort by', 'price-asc'], ['Category', 'microphone'], ['Sort by', 'price-desc'], ['Category', 'light'],
      ['Sort by', 'featured'], ['Category', 'tripod'], ['Sort by', 'price-asc'], ['Category', 'streaming-kit'], ['Sort by', 'price-desc'],
      ['Category', 'headphones'], ['Sort by', 'featured'], ['Category', 'apparel'], ['Sort by', 'price-asc'], ['Category', ''],
    ],
    // Words of the generated names (brand, line, kind): each search finds products.
    searches: ['Pro', 'Mug', 'Lite', 'Tripod', 'Go', 'Hoodie', 'Max', 'Slider', 'Air', 'Cap', 'Studio', 'Gimbal', 'One', 'Bottle', 'Lumora'],
  },
  {
    // #16: 90 days × 10,000 videos of beacons; a range or brand change → the chart painted ≤ 150 ms.
    // Chart.js is the page's own library (charts are no shared singleton): its JS is information.
    remote: 'distribution',
    path: '/distribution/beacons',
    table: 'Beacons per day',
    kind: 'chart',
    filters: [
      ['Brand', '1'], ['From', '2026-10-01'], ['Brand', '2'], ['To', '2026-11-15'], ['Brand', '3'],
      ['From', '2026-09-15'], ['Brand', ''], ['To', '2026-11-30'], ['Brand', '4'], ['From', '2026-11-01'],
      ['Brand', '5'], ['To', '2026-11-20'], ['Brand', '6'], ['From', '2026-10-15'], ['Brand', ''],
    ],
    searches: [],
    targetMs: 150,
    jsTargetKB: null,
  },
];
