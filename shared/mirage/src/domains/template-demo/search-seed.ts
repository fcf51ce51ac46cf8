import type { SearchContact, SearchFile, SearchFileIcon, SearchPage } from '@console/contracts';

// [title, console path, icon name, bookmarked]
const pageRows: [string, string, string, boolean][] = [
  ['Tasks', '/apps/todo', 'CheckSquare', true],
  ['Email', '/apps/email', 'Mail', false],
  ['Chat', '/apps/chat', 'MessageSquare', true],
  ['User List', '/apps/user/list', 'Users', true],
  ['Invoice List', '/apps/invoice/list', 'FileText', false],
  ['Add Invoice', '/apps/invoice/add', 'FilePlus', false],
  ['Shop', '/apps/ecommerce/shop', 'ShoppingCart', false],
  ['Wishlist', '/apps/ecommerce/wishlist', 'Heart', false],
  ['Checkout', '/apps/ecommerce/checkout', 'CreditCard', false],
  ['Account Settings', '/pages/account-settings/general', 'Settings', false],
  ['Profile', '/pages/profile', 'User', false],
  ['FAQ', '/pages/faq', 'HelpCircle', false],
  ['Knowledge Base', '/pages/knowledge-base', 'Info', false],
  ['Pricing', '/pages/pricing', 'DollarSign', false],
  ['Blog List', '/pages/blog/list', 'BookOpen', false],
  ['Blog Edit', '/pages/blog/edit/1', 'Edit', false],
  ['Analytics Dashboard', '/dashboard/analytics', 'Activity', true],
  ['Sales Dashboard', '/dashboard/ecommerce', 'BarChart2', false],
  ['Analytics Cards', '/cards/analytics', 'PieChart', false],
  ['Access Control', '/access-control', 'Shield', false],
];

// Title, author, author's address, size, icon.
const fileRows: [string, string, string, string, SearchFileIcon][] = [
  ['Upfront Ad Rates 2027.pdf', 'Kwame Mensah', 'kwame.mensah@studio.example', '1.8 MB', 'pdf'],
  ['Quiet Rooms Shooting Script.doc', 'Grace Whitfield', 'grace.whitfield@studio.example', '640 KB', 'doc'],
  ['Subscriber Churn Q3.xls', 'Ingrid Solberg', 'ingrid.solberg@studio.example', '2.3 MB', 'xls'],
  ['Kitchen Atlas Key Art.png', 'Tomás Ibarra', 'tomas.ibarra@studio.example', '4.1 MB', 'image'],
  ['Tempo Live Sizzle Reel.mp4', 'Felix Brandt', 'felix.brandt@studio.example', '212 MB', 'video'],
  ['Music Licence Renewal.pdf', 'Nadia Petrova', 'nadia.petrova@studio.example', '320 KB', 'pdf'],
  ['Spanish Subtitle Glossary.doc', 'Lucía Romero', 'lucia.romero@studio.example', '95 KB', 'doc'],
  ['Encoding Ladder Benchmarks.xls', 'Ravi Iyer', 'ravi.iyer@studio.example', '780 KB', 'xls'],
  ['Harbour Kids Channel Ident.mp4', 'Chloé Lambert', 'chloe.lambert@studio.example', '48 MB', 'video'],
];

const contactRows: [string, string, string][] = [
  ['Amara Castellanos', 'amara.castellanos@studio.example', '2026-10-28'],
  ['Haruto Sato', 'haruto.sato@studio.example', '2026-10-27'],
  ['Aisha Bello', 'aisha.bello@studio.example', '2026-10-25'],
  ['Marco Bellini', 'marco.bellini@studio.example', '2026-10-21'],
  ['Mei Chen', 'mei.chen@studio.example', '2026-10-19'],
  ['Felix Brandt', 'felix.brandt@studio.example', '2026-10-14'],
  ['Hannah Novak', 'hannah.novak@studio.example', '2026-10-09'],
  ['Samuel Osei', 'samuel.osei@studio.example', '2026-10-02'],
];

/** The console pages the navbar search and bookmarks share (one list, so a toggle shows in both). */
export function seedSearchPages(): SearchPage[] {
  return pageRows.map(([title, link, icon, isBookmarked], index) => ({ id: index + 1, title, link, icon, isBookmarked }));
}

/** The navbar search's files. */
export function seedSearchFiles(): SearchFile[] {
  return fileRows.map(([title, by, email, size, icon]) => ({ title, by, email, size, icon }));
}

/** The navbar search's contacts. */
export function seedSearchContacts(): SearchContact[] {
  return contactRows.map(([title, email, date]) => ({ title, email, avatar: '', date }));
}
