import { createContext, useContext, type ReactNode } from 'react';
import { applyBrandTheme } from '@console/ui/theme';
import { brands, logoSvg, type Brand } from './brands';

const BrandContext = createContext<Brand>(brands.studio);

export function BrandProvider({ brand, children }: { brand: Brand; children: ReactNode }) {
  return <BrandContext.Provider value={brand}>{children}</BrandContext.Provider>;
}

/** The brand of the host the console is served on. */
export function useBrand(): Brand {
  return useContext(BrandContext);
}

/** Page title, favicon and colours follow the brand. */
export function applyBrandToDocument(brand: Brand, doc: Document = document): void {
  doc.title = brand.name;
  let icon = doc.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!icon) {
    icon = doc.createElement('link');
    icon.rel = 'icon';
    doc.head.append(icon);
  }
  icon.href = `data:image/svg+xml,${encodeURIComponent(logoSvg(brand))}`;
  applyBrandTheme(brand.primary, doc);
  doc.documentElement.dataset.brand = brand.id;
  // The loading screen's dots (index.template.html); its logo comes from the published brand.
  doc.documentElement.style.setProperty('--console-splash', brand.primary);
}

/** The brand's logo mark. */
export function BrandLogo({ size = 32 }: { size?: number }) {
  const brand = useBrand();
  return <img src={`data:image/svg+xml,${encodeURIComponent(logoSvg(brand))}`} width={size} height={size} alt="" aria-hidden="true" />;
}
