import type { AccountSettings, BlogDetailResponse, KnowledgeBaseQuestion, PricingData, ProfileData, ProfilePostsPage } from '@console/contracts';
import { reloadKit, type AdminApi } from './reload-kit';

// Every content-pages write a user makes (account, blog, profile, pricing, help centre) is still there after a reload.
const { readAfterReload } = reloadKit();

const article = '/faq/data/question?category=live-streaming&question=can-i-use-a-backup-stream';

async function pagesOf(api: AdminApi) {
  const posts = (await api.read<ProfilePostsPage>('/profile/posts?perPage=50')).posts;
  const settings = await api.read<AccountSettings>('/account-setting/data');
  return {
    fullName: settings.general.fullName,
    bio: settings.info.bio,
    blogDigest: settings.notification.blogDigest,
    edited: (await api.read<BlogDetailResponse>('/blog/list/data/detail?id=2')).blog.title,
    blogComments: (await api.read<BlogDetailResponse>('/blog/list/data/detail?id=5')).comments.map((comment) => comment.commentText),
    pollVote: (await api.read<ProfileData>('/profile/data')).pollVote,
    post: posts.find((post) => post.id === 3)?.detailedComments.map((comment) => comment.comment),
    liked: posts.find((post) => post.id === 2)?.youLiked,
    plan: await api.read<PricingData>('/pricing/data').then(({ currentPlan, billing }) => ({ currentPlan, billing })),
    article: (await api.read<KnowledgeBaseQuestion>(article)).content,
  };
}

it('keeps the account settings, blog, profile, pricing and help-centre changes', async () => {
  const { restarted, seed } = await readAfterReload(async (api) => {
    const settings = await api.read<AccountSettings>('/account-setting/data');
    // The same email and username: the next start signs in with them.
    await api.send('POST', '/account-setting/general', { ...settings.general, fullName: 'Renamed After Reload' });
    await api.send('POST', '/account-setting/info', { bio: 'Kept after reload.', dob: '1990-01-31', country: 'Norway', website: 'https://kept.example', phone: '+47 22 33 44 55' });
    await api.send('POST', '/account-setting/notification', { ...settings.notification, blogDigest: !settings.notification.blogDigest });
    const edit = await api.read<Record<string, unknown>>('/blog/list/data/edit?id=2');
    const { blogCategories, slug, status, excerpt, content, featuredImage } = edit;
    await api.send('POST', '/blog/list/data/edit?id=2', { blogTitle: 'Edited after reload', blogCategories, slug, status, excerpt, content, featuredImage });
    await api.send('POST', '/blog/list/data/add-comment?id=5', { commentText: 'A comment kept after reload.' });
    await api.send('POST', '/profile/polls/vote', { option: 'Animation' });
    await api.send('POST', '/profile/posts/3/comments', { comment: 'A profile comment kept after reload.' });
    await api.send('POST', '/profile/posts/2/like', { liked: true });
    await api.send('POST', '/pricing/plan', { plan: 'enterprise', billing: 'yearly' });
    await api.send('POST', '/faq/data/question', { category: 'live-streaming', question: 'can-i-use-a-backup-stream', content: '<p>Kept after reload.</p>' });
  }, pagesOf);

  expect(restarted).toEqual({
    ...seed,
    fullName: 'Renamed After Reload',
    bio: 'Kept after reload.',
    blogDigest: !seed.blogDigest,
    edited: 'Edited after reload',
    blogComments: [...seed.blogComments, 'A comment kept after reload.'],
    pollVote: 'Animation',
    post: [...(seed.post ?? []), 'A profile comment kept after reload.'],
    liked: true,
    plan: { currentPlan: 'enterprise', billing: 'yearly' },
    article: '<p>Kept after reload.</p>',
  });
  expect(seed).toMatchObject({ pollVote: '', liked: false, plan: { currentPlan: 'basic', billing: 'monthly' } });
});
