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
    // #15: 10,000 videos; the totals above the table come with the page's answer.
    remote: 'media',
    path: '/media/videos',
    table: 'Videos',
    filters: [
      ['Status', 'published'], ['Language', 'fr'], ['Duration', 'short'], ['Status', 'draft'], ['Language', ''],
      ['Duration', 'long'], ['Status', 'archived'], ['Language', 'ar'], ['Duration', ''], ['Status', 'unlisted'],
      ['Language', 'de'], ['Duration', 'medium'], ['Status', ''], ['Language', 'es'], ['Duration', 'short'],
    ],
    searches: ['an', 'be', 'li', 'co', 'jo', 'ma', 'er', 'ta', 'ri', 'on', 'sa', 'el', 'ko', 'ni', 'ar'],
  },
];
