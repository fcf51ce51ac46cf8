import { brands, type Brand, type BrandId } from './brands';

/** A host rule: a host name containing `contains` gets `brand`. */
export interface BrandHostRule {
  contains: string;
  brand: BrandId;
}

/** The default mapping (spec: sdk → SDK variant, search → search variant, else studio). */
export const defaultBrandHosts: readonly BrandHostRule[] = [
  { contains: 'sdk', brand: 'sdk' },
  { contains: 'search', brand: 'search' },
];

function isRule(value: unknown): value is BrandHostRule {
  const rule = value as Partial<BrandHostRule> | null;
  return typeof rule?.contains === 'string' && rule.contains !== '' && typeof rule.brand === 'string' && rule.brand in brands;
}

/**
 * The brand for a host name. The rules are data: console-config `brandHosts` in index.html
 * replaces the defaults (invalid rules are skipped); the first match wins, else studio.
 */
export function brandForHost(hostname: string, config: Record<string, unknown> = {}): Brand {
  const rules = Array.isArray(config.brandHosts) ? config.brandHosts.filter(isRule) : defaultBrandHosts;
  const host = hostname.toLowerCase();
  const match = rules.find((rule) => host.includes(rule.contains.toLowerCase()));
  return brands[match?.brand ?? 'studio'];
}
