import type { Publisher, RokuChannel, SearchCampaign } from '@console/contracts/src/distribution';
import { seededRandom } from '../../seeded-random';

const updatedAt = '2026-11-01T09:00:00.000Z';

/** A 32-character key from the seeded stream (a real one would come from a secure source). */
export function makeSdkKey(next: () => number): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  let key = 'sdk_';
  for (let index = 0; index < 28; index += 1) key += alphabet[Math.floor(next() * alphabet.length)];
  return key;
}

export function seedPublishers(): Publisher[] {
  const random = seededRandom('distribution-publishers');
  const rows: [string, string[], string, number[], number, Publisher['status']][] = [
    ['Harbor Media Group', ['harbormedia.com', 'news.harbormedia.com'], 'partners@harbormedia.com', [1, 2], 55, 'active'],
    ['Pixel Arcade', ['pixelarcade.io'], 'ads@pixelarcade.io', [5], 60, 'active'],
    ['Trailhead Outdoors', ['trailhead.example'], 'video@trailhead.example', [4], 50, 'suspended'],
    ['Le Petit Écran', ['petitecran.fr'], 'contact@petitecran.fr', [3], 45, 'active'],
  ];
  return rows.map(([name, domains, contactEmail, brandIds, revenueShare, status], index) => ({
    id: index + 1, name, domains, contactEmail, brandIds, revenueShare, status, sdkKey: makeSdkKey(random.next), updatedAt,
  }));
}

export function seedChannels(): RokuChannel[] {
  const base = { language: 'en', publishedAt: null, version: 0, updatedAt } as const;
  return [
    { id: 1, name: 'Northlight on Roku', providerName: 'Northlight Studios', brandId: 1, playlistIds: [1, 3], library: 'brand', ...base },
    { id: 2, name: 'Cedar Weekend', providerName: 'Cedar Broadcast', brandId: 2, playlistIds: [2], library: 'playlists', ...base },
    { id: 3, name: 'Kumo Previews', providerName: 'Kumo Animation', brandId: 5, playlistIds: [4], library: 'playlists', ...base },
  ];
}

export function seedCampaigns(): SearchCampaign[] {
  return [
    { id: 1, name: 'Autumn football', brandId: 4, keywords: ['football', 'highlights', 'final'], videoIds: [2, 3], startDate: '2026-10-01', endDate: '2026-12-31', dailyBudget: 120, status: 'active', updatedAt },
    { id: 2, name: 'Northlight premieres', brandId: 1, keywords: ['premiere', 'studio'], videoIds: [1, 11], startDate: '2026-11-05', endDate: '2026-11-30', dailyBudget: 80, status: 'paused', updatedAt },
    { id: 3, name: 'Summer recap', brandId: 2, keywords: ['recap', 'summer'], videoIds: [5, 12, 13], startDate: '2026-07-01', endDate: '2026-08-31', dailyBudget: 50, status: 'ended', updatedAt },
    { id: 4, name: 'Kids cartoons launch', brandId: 5, keywords: ['cartoons', 'kids'], videoIds: [14], startDate: '2026-12-01', endDate: '2027-01-31', dailyBudget: 40, status: 'draft', updatedAt },
  ];
}
