// Spec §3 content pages. Images are short relative paths ('/images/blog/1.svg') or '': the
// remotes supply the artwork. Dates are YYYY-MM-DD, times ISO 8601 UTC. Icons are icon names.

/** A question with its plain-text answer (FAQ and pricing). */
export interface QuestionAnswer { question: string; ans: string }
/** A person shown beside content: an image path (or '') and a name or handle. */
export interface PersonRef { avatar: string; username: string }

/** Spec §3 Account settings keys: social links, linked accounts, notification flags. */
export const socialLinkKeys = ['twitter', 'facebook', 'google', 'linkedIn', 'instagram', 'quora'] as const;
export type SocialLinkKey = (typeof socialLinkKeys)[number];
export const socialConnectionKeys = ['twitter', 'google', 'facebook', 'github'] as const;
export type SocialConnectionKey = (typeof socialConnectionKeys)[number];
export const notificationFlags = ['commentOnArticle', 'answerOnForm', 'followMe', 'newAnnouncements', 'productUpdates', 'blogDigest'] as const;
export type NotificationFlag = (typeof notificationFlags)[number];

/** A linked account: `id` is the handle ('' and connected false when not linked). */
export interface SocialConnection { profileImg: string; id: string; connected: boolean }
/** GET /account-setting/data (spec §3 Account settings); socialLinks are relative profile URLs or ''. */
export interface AccountSettings {
  general: { avatar: string; username: string; fullName: string; email: string; company: string };
  info: { bio: string; dob: string; country: string; website: string; phone: string };
  social: { socialLinks: Record<SocialLinkKey, string>; connections: Record<SocialConnectionKey, SocialConnection> };
  notification: Record<NotificationFlag, boolean>;
}

/** One post of the profile feed; `comments` and `shares` are counts, `likes` too. */
export interface ProfilePost extends PersonRef {
  id: number;
  postTime: string;
  postText: string;
  /** Image and video paths, '' when the post has none. */
  postImg: string;
  postVid: string;
  likes: number;
  youLiked: boolean;
  comments: number;
  shares: number;
  likedUsers: PersonRef[];
  detailedComments: (PersonRef & { comment: string; commentsLikes: number; youLiked: boolean })[];
}
/** One option of the profile poll; `result` is a whole percent (the options add up to 100). */
export interface ProfilePollOption { name: string; result: number; votedUser: PersonRef[] }
/** GET /profile/data (spec §3 Profile). */
export interface ProfileData {
  header: PersonRef & { designation: string; coverImg: string };
  userAbout: { about: string; joined: string; lives: string; email: string; website: string };
  suggestedPages: (PersonRef & { subtitle: string; favorite: boolean })[];
  twitterFeeds: (PersonRef & { id: number; postTime: string; desc: string; tags: string[]; favorite: boolean })[];
  posts: ProfilePost[];
  latestPhotos: { img: string }[];
  suggestions: (PersonRef & { mutualFriend: number })[];
  polls: ProfilePollOption[];
}
/** A pricing plan; prices are whole currency units (spec §9). */
export interface PricingPlan {
  title: string;
  subtitle: string;
  img: string;
  monthlyPrice: number;
  yearlyPlan: { perMonth: number; totalAnnual: number };
  planBenefits: string[];
  popular: boolean;
}
/** GET /pricing/data (spec §3 Pricing). */
export interface PricingData {
  pricing: { basicPlan: PricingPlan; standardPlan: PricingPlan; enterprisePlan: PricingPlan; qandA: QuestionAnswer[] };
}

/** Spec §3 FAQ categories, in display order. */
export const faqCategoryKeys = ['payment', 'delivery', 'cancellationReturn', 'myOrders', 'productServices'] as const;
export type FaqCategoryKey = (typeof faqCategoryKeys)[number];
/** One FAQ category (spec §3 FAQ). */
export interface FaqCategory { icon: string; title: string; subtitle: string; qandA: QuestionAnswer[] }
/**
 * GET /faq/data?q= : categories in faqCategoryKeys order. q (trimmed, case-insensitive) keeps the
 * questions whose question OR answer contains it; a category left with none is absent.
 */
export type FaqData = Partial<Record<FaqCategoryKey, FaqCategory>>;
/** GET /faq/data/knowledge_base?q= rows; q (case-insensitive) matches title or desc. */
export interface KnowledgeBaseCategory {
  id: number;
  /** The slug used as the `category` parameter. */
  category: string;
  title: string;
  desc: string;
  icon: string;
}
/** A knowledge-base question link; `slug` is unique within its category. */
export interface KnowledgeBaseQuestionLink { id: number; question: string; slug: string }
/** GET /faq/data/category?category=slug (400 without it, 404 when unknown). */
export interface KnowledgeBaseCategoryResponse {
  categoryData: KnowledgeBaseCategory & { questions: KnowledgeBaseQuestionLink[] };
}
/** GET /faq/data/question?category=&question=slug (400 without them, 404 when unknown). */
export interface KnowledgeBaseQuestion {
  title: string;
  lastUpdated: string;
  /** The other questions of the same category. */
  relatedQuestions: KnowledgeBaseQuestionLink[];
  /** Safe HTML (p, h3, ul/li, strong); the UI still sanitises it. */
  content: string;
}

/** Spec §3 blog categories, exactly these. */
export const blogCategories = ['Fashion', 'Food', 'Gaming', 'Quote', 'Video'] as const;
export type BlogCategory = (typeof blogCategories)[number];
/** Edit-form status choices; the mock blog only holds Published posts (spec §4). */
export const blogStatuses = ['Published', 'Pending', 'Draft'] as const;
export type BlogStatus = (typeof blogStatuses)[number];
/** GET /blog/list/data?q= rows (q: case-insensitive title match); `comment` is a count. */
export interface BlogListItem {
  id: number;
  img: string;
  title: string;
  avatar: string;
  userFullName: string;
  blogPosted: string;
  tags: BlogCategory[];
  excerpt: string;
  comment: number;
}
/** GET /blog/list/data/sidebar: the four latest posts and the five categories. */
export interface BlogSidebar {
  recentPosts: { id: number; img: string; title: string; createdTime: string }[];
  categories: { category: BlogCategory; icon: string }[];
}
/** A reader's comment on a post. */
export interface BlogComment {
  id: number;
  avatar: string;
  userFullName: string;
  commentedAt: string;
  commentText: string;
}
/** GET /blog/list/data/detail?id= (first post by default, 404 when unknown); `img` is the featured image. */
export interface BlogDetailResponse {
  blog: BlogListItem & { content: string };
  comments: BlogComment[];
}
/** GET /blog/list/data/edit?id= (first post by default, 404 when unknown): the edit form's values. */
export interface BlogEditData extends Pick<BlogListItem, 'id' | 'avatar' | 'userFullName' | 'blogPosted'> {
  blogTitle: string;
  blogCategories: BlogCategory[];
  slug: string;
  status: BlogStatus;
  excerpt: string;
  featuredImage: string;
}
