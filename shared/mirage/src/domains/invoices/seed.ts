import { centsToMoneyText, invoiceStatuses, moneyTextToCents, type Invoice, type InvoiceClient, type InvoicePaymentDetails, type InvoiceStatus } from '@console/contracts/src/invoices';
import { seedAvatarCount, seedAvatarPath } from '../seed-avatars';
import { seededRandom, type Random } from '../../seeded-random';
import { invoiceDate } from './format';
import { invoiceSeedRows, seedBanks, seedClients } from './seed-rows';

/** Spec consistency: Paid owes 0, Partial Payment owes part, every other status owes the total. */
function balanceOf(status: InvoiceStatus, total: number, owed: number): Invoice['balance'] {
  if (status === 'Paid') return 0;
  return centsToMoneyText((status === 'Partial Payment' ? owed : total) * 100);
}

function makeInvoice(id: number, client: InvoiceClient, service: string, total: number, status: InvoiceStatus, daysAgo: number, terms: number, owed: number, avatar: string): Invoice {
  return {
    id,
    issuedDate: invoiceDate(-daysAgo),
    client,
    service,
    total,
    avatar,
    invoiceStatus: status,
    balance: balanceOf(status, total, owed),
    dueDate: invoiceDate(terms - daysAgo),
  };
}

function seedClient(index: number): InvoiceClient {
  const client = seedClients[index];
  if (!client) throw new Error(`Seed invoice refers to missing client ${index}.`);
  return { ...client };
}

/** The default invoices (id order, oldest first), or exactly `scale` generated ones: same data on every start. */
export function seedInvoices(scale?: number): Invoice[] {
  if (scale !== undefined) return generateInvoices(scale);
  return invoiceSeedRows.map(([clientIndex, service, total, status, daysAgo, terms, owed, avatar], index) =>
    makeInvoice(index + 1, seedClient(clientIndex), service, total, status, daysAgo, terms, owed, seedAvatarPath(avatar)),
  );
}

/** Payment details of an invoice: what is still owed, and the studio's receiving account. */
export function paymentDetailsFor(invoice: Invoice): InvoicePaymentDetails {
  const [bankName, country, iban, swiftCode] = seedBanks[invoice.id % seedBanks.length] ?? ['', '', '', ''];
  return { totalDue: centsToMoneyText(moneyTextToCents(invoice.balance)), bankName, country, iban, swiftCode };
}

const services = ['Pre-roll Ad Campaign', 'Live Stream Production', 'Sponsored Playlist Placement', 'Subtitle Localisation', 'Channel Branding Package', 'Transcoding Credits', 'CTV Ad Break Sponsorship', 'Branded Documentary Short', 'Podcast Video Edit Package', 'Viewer Analytics Add-on'];
const people = ['Alex Moreno', 'Bea Fischer', 'Chidi Eze', 'Dana Levi', 'Emil Strand', 'Farah Aziz', 'Greta Lind', 'Hiro Sato', 'Iris Novak', 'Jonas Berg', 'Kemi Adeyemi', 'Luca Romano'];
const brands = ['Bluepeak', 'Copperleaf', 'Driftwood', 'Evergreen', 'Firefly', 'Goldcrest', 'Harbor', 'Ironbark', 'Juniper', 'Kestrel'];
const trades = ['Foods', 'Motors', 'Apparel', 'Telecom', 'Games', 'Travel'];
const places = [['Berlin', 'Germany', '+49'], ['Madrid', 'Spain', '+34'], ['Austin', 'United States', '+1'], ['Melbourne', 'Australia', '+61'], ['Nairobi', 'Kenya', '+254'], ['Seoul', 'South Korea', '+82']] as const;

function generateClient(random: Random): InvoiceClient {
  const brand = random.pick(brands);
  const trade = random.pick(trades);
  const [city, country, prefix] = random.pick(places);
  return {
    address: `${random.int(1, 250)} Harbour Road, ${city}`,
    company: `${brand} ${trade}`,
    companyEmail: `billing@${brand}${trade}.com`.toLowerCase(),
    country,
    contact: `${prefix} 555 ${String(random.int(0, 9999)).padStart(4, '0')}`,
    name: random.pick(people),
  };
}

function generateInvoices(count: number): Invoice[] {
  const random = seededRandom('invoices');
  const clients = Array.from({ length: 40 }, () => generateClient(random));
  return Array.from({ length: count }, (_, index) => {
    const status = random.pick(invoiceStatuses);
    const total = random.int(4, 300) * 50;
    const terms = random.pick([15, 30, 45, 60]);
    // Past Due is due before the reference day; Sent, Downloaded and Draft are not due yet.
    const daysAgo =
      status === 'Past Due' ? random.int(terms + 1, terms + 300) : status === 'Paid' || status === 'Partial Payment' ? random.int(0, 365) : random.int(0, terms);
    const owed = random.int(1, total / 50 - 1) * 50;
    const avatar = random.next() < 0.3 ? '' : seedAvatarPath(random.int(1, seedAvatarCount));
    return makeInvoice(index + 1, { ...random.pick(clients) }, random.pick(services), total, status, daysAgo, terms, owed, avatar);
  });
}
