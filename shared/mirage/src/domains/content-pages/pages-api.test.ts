import { notificationFlags, socialConnectionKeys, socialLinkKeys, type AccountSettings, type PricingData, type ProfileData, type ProfilePostsPage } from '@console/contracts';
import { mockApi } from '../../test-kit';
import { contentPagesDomain } from '.';

const { get, restart } = mockApi(() => [contentPagesDomain()]);
// Artwork comes from the remotes: no picture may point at another host. The website and social
// profile links are the exception: they are addresses on the web (links, never loaded by the page).
const links = new Set(['website', ...socialLinkKeys]);
const expectNoExternalHosts = (body: unknown) =>
  expect(JSON.stringify(body, (key, value: unknown) => (links.has(key) && typeof value === 'string' ? '' : value))).not.toMatch(/https?:|"\/\//);

describe('GET /account-setting/data', () => {
  it('answers the four sections with every spec field', async () => {
    const { status, body } = await get('/account-setting/data');
    expect(status).toBe(200);
    const settings = body as AccountSettings;
    expect(Object.keys(settings)).toEqual(['general', 'info', 'social', 'notification']);
    expect(Object.keys(settings.general).sort()).toEqual(['avatar', 'company', 'email', 'fullName', 'username']);
    expect(Object.keys(settings.info).sort()).toEqual(['bio', 'country', 'dob', 'phone', 'website']);
    expect(settings.info.dob).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Object.keys(settings.social.socialLinks).sort()).toEqual([...socialLinkKeys].sort());
    expect(Object.keys(settings.social.connections).sort()).toEqual([...socialConnectionKeys].sort());
    expectNoExternalHosts(body);
  });

  it('holds connected and unconnected accounts, and boolean notification flags of both values', async () => {
    const settings = (await get('/account-setting/data')).body as AccountSettings;
    const connections = Object.values(settings.social.connections);
    expect(connections.map((c) => c.connected).sort()).toEqual([false, false, true, true]);
    for (const c of connections) expect(c.id === '').toBe(!c.connected);
    expect(Object.keys(settings.notification).sort()).toEqual([...notificationFlags].sort());
    const flags = Object.values(settings.notification);
    expect(flags.every((flag) => typeof flag === 'boolean')).toBe(true);
    expect(new Set(flags)).toEqual(new Set([true, false]));
  });
});

describe('GET /profile/data', () => {
  it('answers every profile section', async () => {
    const { status, body } = await get('/profile/data');
    expect(status).toBe(200);
    const profile = body as ProfileData;
    expect(Object.keys(profile)).toEqual(['header', 'userAbout', 'suggestedPages', 'twitterFeeds', 'posts', 'postsTotal', 'latestPhotos', 'suggestions', 'polls', 'pollVote']);
    expect(profile.header).toMatchObject({ username: 'Maya Lindqvist', designation: 'Head of Video Production' });
    expect(Object.keys(profile.userAbout).sort()).toEqual(['about', 'email', 'joined', 'lives', 'website']);
    for (const list of [profile.suggestedPages, profile.twitterFeeds, profile.latestPhotos, profile.suggestions]) {
      expect(list.length).toBeGreaterThan(0);
    }
    expectNoExternalHosts(body);
  });

  it('gives posts counts, liked users and detailed comments that fit the counts', async () => {
    const { posts } = (await get('/profile/data')).body as ProfileData;
    const { posts: feed } = (await get('/profile/posts?perPage=50')).body as ProfilePostsPage;
    expect(posts.length).toBe(3);
    for (const post of posts) {
      expect(post).toEqual(expect.objectContaining({ likes: expect.any(Number), comments: expect.any(Number), shares: expect.any(Number) }));
      expect(post.likedUsers.length).toBeLessThanOrEqual(post.likes);
    }
    // A post says as many comments as it holds: there is no other way to read them.
    for (const post of feed) expect(post.comments).toBe(post.detailedComments.length);
    expect(posts[0]!.detailedComments[0]).toEqual(expect.objectContaining({ username: 'Omar Haddad', commentsLikes: 7, youLiked: false }));
  });

  it('has poll results that add up to 100 percent', async () => {
    const { polls } = (await get('/profile/data')).body as ProfileData;
    expect(polls.reduce((sum, option) => sum + option.result, 0)).toBe(100);
  });
});

describe('GET /pricing/data', () => {
  it('answers the spec §9 prices exactly', async () => {
    const { status, body } = await get('/pricing/data');
    expect(status).toBe(200);
    const { pricing } = body as PricingData;
    const prices = [pricing.basicPlan, pricing.standardPlan, pricing.enterprisePlan].map((plan) => [plan.title, plan.monthlyPrice, plan.yearlyPlan, plan.popular]);
    expect(prices).toEqual([
      ['Basic', 0, { perMonth: 0, totalAnnual: 0 }, false],
      ['Standard', 49, { perMonth: 40, totalAnnual: 480 }, true],
      ['Enterprise', 99, { perMonth: 80, totalAnnual: 960 }, false],
    ]);
  });

  it('gives each plan a subtitle and benefits, plus the Q&A', async () => {
    const { body } = await get('/pricing/data');
    const { pricing } = body as PricingData;
    expect(Object.keys(pricing)).toEqual(['basicPlan', 'standardPlan', 'enterprisePlan', 'qandA']);
    for (const plan of [pricing.basicPlan, pricing.standardPlan, pricing.enterprisePlan]) {
      expect(plan.subtitle).not.toBe('');
      expect(plan.planBenefits.length).toBeGreaterThan(2);
    }
    expect(pricing.qandA.length).toBeGreaterThan(0);
    expect(pricing.qandA.every((item) => item.question && item.ans)).toBe(true);
    expectNoExternalHosts(body);
  });
});

describe('the domain', () => {
  it('gives every server the same data and ignores scale', async () => {
    const first = await get('/profile/data');
    restart([contentPagesDomain({ scale: 500 })]);
    expect(await get('/profile/data')).toEqual(first);
  });
});
