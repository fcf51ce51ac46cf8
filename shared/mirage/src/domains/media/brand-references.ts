import type { ApiErrorBody } from '@console/contracts';
import type { MediaRefusal } from '@console/contracts/src/media';

/** The names of the distribution records using a brand, by kind. */
export interface BrandUsers {
  publishers: string[];
  channels: string[];
  campaigns: string[];
}

/** What another domain says about a brand before it goes: the records that would point at nothing. */
export interface BrandReferences {
  brandUsers(brandId: number): BrandUsers;
}

/**
 * A brand delete refused while distribution records use it. `names`: the records' names joined by
 * ', ', publishers first, then Roku channels, then campaigns; the counts say how many of each.
 */
export type InDistributionRefusal = Extract<MediaRefusal, { code: 'in-distribution' }>;

const counted = (count: number, word: string) => (count ? [`${count} ${word}${count === 1 ? '' : 's'}`] : []);

/** The 409 body, or null when nothing uses the brand. */
export function usedInDistribution(name: string, users: BrandUsers): (ApiErrorBody & InDistributionRefusal) | null {
  const { publishers, channels, campaigns } = users;
  const all = [...publishers, ...channels, ...campaigns];
  if (all.length === 0) return null;
  const kinds = [...counted(publishers.length, 'publisher'), ...counted(channels.length, 'Roku channel'), ...counted(campaigns.length, 'search campaign')];
  const listed = kinds.length > 1 ? `${kinds.slice(0, -1).join(', ')} and ${kinds.at(-1) ?? ''}` : (kinds[0] ?? '');
  const names = all.join(', ');
  return {
    message: `${name} is still used by ${listed}: ${names}.`,
    code: 'in-distribution',
    params: { name, count: all.length, publishers: publishers.length, channels: channels.length, campaigns: campaigns.length, names },
  };
}
