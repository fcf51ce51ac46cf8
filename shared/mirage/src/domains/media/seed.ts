import { contentRatings, videoLanguages, type Brand, type Category, type Playlist, type Video, type VideoStatus } from '@console/contracts/src/media';
import { seededRandom } from '../../seeded-random';

/** The clip every seeded video plays: the media remote serves it (no media server in mock mode). */
export const testClipSource = '/media-clips/test-clip.webm';

/** Every date is counted from here, so a reload and every test see the same catalogue. */
const reference = Date.UTC(2026, 10, 1);
const defaultVideoCount = 300;

export function seedBrands(): Brand[] {
  const rows: [string, string, string][] = [
    ['Northlight Studios', 'northlight', '#1f6feb'],
    ['Cedar Broadcast', 'cedar', '#2da44e'],
    ['Lumière Streaming', 'lumiere', '#bf3989'],
    ['Summit Sports', 'summit', '#d1242f'],
    ['Kumo Animation', 'kumo', '#8250df'],
    ['Atlântico TV', 'atlantico', '#bc4c00'],
  ];
  return rows.map(([name, slug, colour], index) => ({ id: index + 1, name, slug, colour, logo: '', status: index === 5 ? 'inactive' : 'active' }));
}

export function seedCategories(): Category[] {
  const tree: [string, string[]][] = [
    ['News', ['World', 'Business']],
    ['Sports', ['Football', 'Tennis']],
    ['Entertainment', ['Music', 'Film trailers']],
    ['Kids', ['Cartoons']],
    ['Documentary', ['Nature']],
  ];
  const categories: Category[] = [];
  for (const [name, children] of tree) {
    const parent: Category = { id: categories.length + 1, name, slug: slugOf(name), parentId: null };
    categories.push(parent);
    for (const child of children) categories.push({ id: categories.length + 1, name: child, slug: slugOf(child), parentId: parent.id });
  }
  return categories;
}

export const slugOf = (name: string) => name.toLowerCase().normalize('NFD').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

const subjects = ['Highlights', 'Interview', 'Behind the scenes', 'Live session', 'Recap', 'Trailer', 'Explainer', 'Report', 'Episode', 'Short'];
const topics = ['the final', 'city lights', 'the summit', 'ocean life', 'the election', 'new season', 'the studio', 'desert roads', 'winter games', 'the market'];
const tagPool = ['4k', 'hdr', 'exclusive', 'live', 'recap', 'interview', 'festival', 'weekly', 'premiere', 'archive'];

/** A small inline picture in the brand's colour: no image host needed. */
function thumbnailOf(colour: string, n: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 90"><rect width="160" height="90" fill="${colour}"/><circle cx="${30 + (n % 5) * 25}" cy="45" r="18" fill="#ffffff" fill-opacity="0.35"/><path d="M72 30v30l26-15z" fill="#ffffff"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** Published and unlisted videos always have a thumbnail and a category, as the API requires. */
function statusFor(roll: number): VideoStatus {
  if (roll < 0.62) return 'published';
  if (roll < 0.72) return 'unlisted';
  if (roll < 0.86) return 'draft';
  if (roll < 0.92) return 'processing';
  return 'archived';
}

/** `scale` videos (300 by default), the same on every start. */
export function seedVideos(brands: readonly Brand[], categories: readonly Category[], scale = defaultVideoCount): Video[] {
  const random = seededRandom('media');
  const thumbnails = brands.flatMap((brand) => [0, 1, 2, 3, 4].map((n) => thumbnailOf(brand.colour, n)));
  const videos: Video[] = [];
  for (let id = 1; id <= scale; id += 1) {
    const status = statusFor(random.next());
    const live = status === 'published' || status === 'unlisted';
    const brand = random.pick(brands);
    const created = reference - random.int(1, 900) * 86_400_000;
    const missingThumbnail = !live && random.next() < 0.4;
    const tags = [...new Set([random.pick(tagPool), random.pick(tagPool)])].slice(0, random.int(0, 2));
    videos.push({
      id,
      title: `${random.pick(subjects)}: ${random.pick(topics)} #${id}`,
      description: `${brand.name} presents ${random.pick(topics)}.`,
      brandId: brand.id,
      categoryId: live || random.next() < 0.7 ? random.pick(categories).id : null,
      tags,
      duration: random.int(30, 3600),
      status,
      language: random.pick(videoLanguages),
      rating: random.pick(contentRatings),
      thumbnail: missingThumbnail ? '' : random.pick(thumbnails.slice((brand.id - 1) * 5, brand.id * 5)),
      sourceUrl: testClipSource,
      captions: random.next() < 0.5 ? ['en'] : [],
      createdAt: new Date(created).toISOString(),
      publishedAt: live ? new Date(created + random.int(0, 20) * 86_400_000).toISOString() : null,
      views: live ? random.int(0, 500_000) : 0,
    });
  }
  return videos;
}

export function seedPlaylists(videos: readonly Video[]): Playlist[] {
  const updatedAt = new Date(reference).toISOString();
  const anyRules = { brandId: null, categoryId: null, tag: '', status: '', limit: 20, sort: 'newest' } as const;
  return [
    { id: 1, name: 'Front page', description: 'What the home page shows first.', brandId: 1, kind: 'manual', videoIds: videos.slice(0, 6).map((v) => v.id), rules: anyRules, updatedAt },
    { id: 2, name: 'Weekend picks', description: 'Hand-picked for the weekend.', brandId: null, kind: 'manual', videoIds: videos.slice(10, 14).map((v) => v.id), rules: anyRules, updatedAt },
    { id: 3, name: 'Most viewed sports', description: 'Published sports videos, most viewed first.', brandId: 4, kind: 'smart', videoIds: [], rules: { ...anyRules, categoryId: 4, status: 'published', sort: 'most-viewed', limit: 10 }, updatedAt },
    { id: 4, name: 'Fresh drafts', description: 'Drafts to review.', brandId: null, kind: 'smart', videoIds: [], rules: { ...anyRules, status: 'draft', limit: 25 }, updatedAt },
  ];
}

