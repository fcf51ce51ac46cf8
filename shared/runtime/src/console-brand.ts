import { create } from 'zustand';

/** The brand the console is shown under (the shell picks it by host name). */
export interface ConsoleBrand {
  id: string;
  name: string;
  /** The logo as an SVG document (the loading screen shows it); none: the studio's. */
  logo?: string;
}

interface BrandState {
  brand: ConsoleBrand | null;
}

/**
 * The current brand, published by the shell (a standalone remote has none): what a remote shows
 * as the company behind the console, e.g. the issuer on an invoice.
 */
export const useConsoleBrand = create<BrandState>(() => ({ brand: null }));

export function publishConsoleBrand(brand: ConsoleBrand): void {
  useConsoleBrand.setState({ brand: { id: brand.id, name: brand.name, ...(brand.logo ? { logo: brand.logo } : {}) } });
}
