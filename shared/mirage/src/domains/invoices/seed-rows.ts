import type { InvoiceClient, InvoiceStatus } from '@console/contracts';

const client = (name: string, company: string, companyEmail: string, address: string, country: string, contact: string): InvoiceClient => ({
  address,
  company,
  companyEmail,
  country,
  contact,
  name,
});

// Advertisers, sponsors and partners the studio bills for production, hosting and ad sales.
export const seedClients: readonly InvoiceClient[] = [
  client('Hannah Voss', 'Brightwave Beverages GmbH', 'billing@brightwave-drinks.de', 'Schanzenstraße 14, 20357 Hamburg', 'Germany', '+49 40 5555 0121'),
  client('Carlos Mendes', 'Pico Travel Channel', 'accounts@picotravel.pt', 'Rua do Ouro 88, 1100-061 Lisboa', 'Portugal', '+351 21 555 0164'),
  client('Fiona Grant', 'Thistle Outdoor Gear Ltd', 'finance@thistlegear.co.uk', '12 Rose Street, Edinburgh EH2 2PR', 'United Kingdom', '+44 131 496 0178'),
  client('Kenji Watanabe', 'Sakura Mobile Games', 'invoices@sakuramobile.jp', '2-11-3 Shibuya, Tokyo 150-0002', 'Japan', '+81 3 5555 0102'),
  client('Amara Nwosu', 'Zuri Fashion House', 'ap@zurifashion.com', '45 Admiralty Way, Lekki, Lagos', 'Nigeria', '+234 1 555 0155'),
  client('Marcus Lee', 'Redwood Fitness Studios', 'billing@redwoodfit.com', '901 Market Street, San Francisco, CA 94103', 'United States', '+1 (415) 555-0139'),
  client('Elena Sokolova', 'Nordlys Electric Cars', 'finance@nordlys-ev.no', 'Karl Johans gate 22, 0159 Oslo', 'Norway', '+47 22 55 50 84'),
  client('Rafael Ortiz', 'Cumbre Coffee Roasters', 'pagos@cumbrecoffee.co', 'Carrera 7 #71-21, Bogotá', 'Colombia', '+57 1 555 0117'),
  client('Sarah Cohen', 'Meridian Bank', 'vendor.payments@meridianbank.ca', '200 Bay Street, Toronto, ON M5J 2J2', 'Canada', '+1 (416) 555-0190'),
  client('Anika Sharma', 'Chai & Chapters Podcast', 'hello@chaichapters.in', '14 Linking Road, Bandra West, Mumbai 400050', 'India', '+91 22 5550 1641'),
];

/**
 * One hand-written invoice, oldest first. Dates are days before the reference day plus payment
 * terms; `owed` is the outstanding amount of a partial payment; avatar 0 means none (initials).
 */
export type InvoiceSeedRow = [client: number, service: string, total: number, status: InvoiceStatus, daysAgo: number, terms: number, owed: number, avatar: number];

export const invoiceSeedRows: readonly InvoiceSeedRow[] = [
  [0, 'Pre-roll Ad Campaign', 4250, 'Paid', 240, 30, 0, 1],
  [3, 'Sponsored Playlist Placement', 1800, 'Past Due', 205, 30, 0, 0],
  [5, 'Live Stream Production', 6400, 'Paid', 188, 15, 0, 2],
  [1, 'Travel Series Co-production', 9800, 'Partial Payment', 170, 45, 3900, 3],
  [8, 'Branded Documentary Short', 12500, 'Paid', 152, 30, 0, 0],
  [6, 'CTV Ad Break Sponsorship', 7300, 'Past Due', 131, 30, 0, 4],
  [2, 'Subtitle Localisation (6 languages)', 960, 'Paid', 118, 15, 0, 5],
  [9, 'Podcast Video Edit Package', 1450, 'Past Due', 96, 30, 0, 0],
  [4, 'Fashion Week Live Stream', 5600, 'Partial Payment', 84, 60, 2100, 6],
  [7, 'Channel Branding Package', 2750, 'Paid', 71, 30, 0, 7],
  [0, 'Mid-roll Ad Campaign', 3980, 'Past Due', 63, 30, 0, 0],
  [3, 'Game Trailer Distribution', 2200, 'Downloaded', 40, 45, 0, 8],
  [5, 'Workout Series Hosting (annual)', 4800, 'Partial Payment', 35, 30, 1200, 9],
  [8, 'Viewer Analytics Add-on', 640, 'Paid', 28, 15, 0, 0],
  [6, 'Product Launch Stream', 8900, 'Sent', 21, 30, 0, 10],
  [2, 'Transcoding Credits (5,000 min)', 1250, 'Downloaded', 16, 30, 0, 11],
  [1, 'Destination Clip Licensing', 3300, 'Sent', 12, 30, 0, 0],
  [9, 'Audio Mastering Bundle', 520, 'Draft', 6, 30, 0, 12],
  [4, 'Lookbook Video Shoot', 6100, 'Draft', 3, 45, 0, 0],
  [7, 'Sponsored Recipe Series', 2450, 'Sent', 1, 30, 0, 13],
];

/** The studio's receiving accounts: [bankName, country, iban, swiftCode] (fictional). */
export const seedBanks: readonly (readonly [string, string, string, string])[] = [
  ['Nordic Harbour Bank', 'Sweden', 'SE35 5000 0000 0549 1000 0003', 'NHBKSESS'],
  ['Atlantic Merchant Bank', 'United Kingdom', 'GB29 AMBK 6016 1331 9268 19', 'AMBKGB2L'],
  ['Rhine Valley Bank', 'Germany', 'DE44 5001 0517 5407 3249 31', 'RVBKDEFF'],
];
