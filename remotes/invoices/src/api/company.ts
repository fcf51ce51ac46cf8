import { useConsoleBrand, type ConsoleBrand } from '@console/runtime';

/** The company that issues the invoices: the console's brand, at the studio's address. */
export interface IssuingCompany {
  name: string;
  address: string;
  email: string;
  phone: string;
}

/** Where invoices are sent from (the send form's default sender). */
export const billingEmail = 'billing@mediaconsole.example';

/** The issuer under `brand` (the shell's; a standalone remote has none and shows the studio's name). */
export function issuingCompany(brand: ConsoleBrand | null): IssuingCompany {
  return {
    name: brand?.name ?? 'Studio Console',
    address: '12 Canal Street, London E1 6AN, United Kingdom',
    email: billingEmail,
    phone: '+44 20 7946 0000',
  };
}

/** The issuer under the brand the console is shown in now. */
export function useIssuingCompany(): IssuingCompany {
  return issuingCompany(useConsoleBrand((state) => state.brand));
}
