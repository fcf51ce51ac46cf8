import * as v from 'valibot';
import { choice, define, emailText, extend, fields, flag, isoDay, isoTime, listOf, pathOrEmpty, recordId, requiredText, slug, text, wholeNumber } from './schema-kit';

// Spec §3 content pages. Images are short relative paths ('/images/blog/1.svg') or '': the
// remotes supply the artwork. Dates are YYYY-MM-DD, times ISO 8601 UTC. Icons are icon names.

/** A question with its plain-text answer (FAQ and pricing). */
export const QuestionAnswerSchema = /* @__PURE__ */ define(() => fields({ question: requiredText(), ans: requiredText() }));
export type QuestionAnswer = v.InferOutput<typeof QuestionAnswerSchema>;
/** A person shown beside content: an image path (or '') and a name or handle. */
export const PersonRefSchema = /* @__PURE__ */ define(() => fields({ avatar: pathOrEmpty(), username: requiredText() }));
export type PersonRef = v.InferOutput<typeof PersonRefSchema>;

/** Spec §3 Account settings keys: social links, linked accounts, notification flags. */
export const socialLinkKeys = ['twitter', 'facebook', 'google', 'linkedIn', 'instagram', 'quora'] as const;
export type SocialLinkKey = (typeof socialLinkKeys)[number];
export const socialConnectionKeys = ['twitter', 'google', 'facebook', 'github'] as const;
export type SocialConnectionKey = (typeof socialConnectionKeys)[number];
export const notificationFlags = ['commentOnArticle', 'answerOnForm', 'followMe', 'newAnnouncements', 'productUpdates', 'blogDigest'] as const;
export type NotificationFlag = (typeof notificationFlags)[number];

/** A linked account: `id` is the handle ('' and connected false when not linked). */
export const SocialConnectionSchema = /* @__PURE__ */ define(() =>
  v.pipe(
    fields({ profileImg: pathOrEmpty(), id: text(), connected: flag() }),
    v.check(({ id, connected }) => connected === (id !== ''), 'common.errors.invalid'),
  ),
);
export type SocialConnection = v.InferOutput<typeof SocialConnectionSchema>;
/** GET /account-setting/data (spec §3 Account settings); socialLinks are relative profile URLs or ''. */
export const AccountSettingsSchema = /* @__PURE__ */ define(() =>
  fields({
    general: fields({ avatar: pathOrEmpty(), username: requiredText(), fullName: requiredText(), email: emailText(), company: text() }),
    info: fields({ bio: text(), dob: isoDay(), country: text(), website: pathOrEmpty(), phone: text() }),
    social: fields({
      socialLinks: fields(v.entriesFromList(socialLinkKeys, pathOrEmpty())),
      connections: fields(v.entriesFromList(socialConnectionKeys, SocialConnectionSchema)),
    }),
    notification: fields(v.entriesFromList(notificationFlags, flag())),
  }),
);
export type AccountSettings = v.InferOutput<typeof AccountSettingsSchema>;

/** One post of the profile feed; `comments` and `shares` are counts, `likes` too. */
export const ProfilePostSchema = /* @__PURE__ */ define(() =>
  extend(PersonRefSchema, {
    id: recordId(),
    postTime: isoTime(),
    postText: requiredText(),
    /** Image and video paths, '' when the post has none. */
    postImg: pathOrEmpty(),
    postVid: pathOrEmpty(),
    likes: wholeNumber(),
    youLiked: flag(),
    comments: wholeNumber(),
    shares: wholeNumber(),
    likedUsers: listOf(PersonRefSchema),
    detailedComments: listOf(extend(PersonRefSchema, { comment: requiredText(), commentsLikes: wholeNumber(), youLiked: flag() })),
  }),
);
export type ProfilePost = v.InferOutput<typeof ProfilePostSchema>;
/** One option of the profile poll; `result` is a whole percent (the options add up to 100). */
export const ProfilePollOptionSchema = /* @__PURE__ */ define(() =>
  fields({ name: requiredText(), result: v.pipe(wholeNumber(), v.maxValue(100, 'common.errors.invalid')), votedUser: listOf(PersonRefSchema) }),
);
export type ProfilePollOption = v.InferOutput<typeof ProfilePollOptionSchema>;
/** GET /profile/data (spec §3 Profile). */
export const ProfileDataSchema = /* @__PURE__ */ define(() =>
  fields({
    header: extend(PersonRefSchema, { designation: requiredText(), coverImg: pathOrEmpty() }),
    userAbout: fields({ about: text(), joined: isoDay(), lives: text(), email: emailText(), website: pathOrEmpty() }),
    suggestedPages: listOf(extend(PersonRefSchema, { subtitle: text(), favorite: flag() })),
    twitterFeeds: listOf(
      extend(PersonRefSchema, { id: recordId(), postTime: isoTime(), desc: requiredText(), tags: listOf(requiredText()), favorite: flag() }),
    ),
    posts: listOf(ProfilePostSchema),
    latestPhotos: listOf(fields({ img: pathOrEmpty() })),
    suggestions: listOf(extend(PersonRefSchema, { mutualFriend: wholeNumber() })),
    polls: v.pipe(
      listOf(ProfilePollOptionSchema),
      v.check((options) => options.reduce((sum, option) => sum + option.result, 0) === 100, 'common.errors.invalid'),
    ),
  }),
);
export type ProfileData = v.InferOutput<typeof ProfileDataSchema>;
/** A pricing plan; prices are whole currency units (spec §9). */
export const PricingPlanSchema = /* @__PURE__ */ define(() =>
  fields({
    title: requiredText(),
    subtitle: requiredText(),
    img: pathOrEmpty(),
    monthlyPrice: wholeNumber(),
    yearlyPlan: v.pipe(
      fields({ perMonth: wholeNumber(), totalAnnual: wholeNumber() }),
      v.check(({ perMonth, totalAnnual }) => totalAnnual === perMonth * 12, 'common.errors.invalid'),
    ),
    planBenefits: listOf(requiredText()),
    popular: flag(),
  }),
);
export type PricingPlan = v.InferOutput<typeof PricingPlanSchema>;
/** GET /pricing/data (spec §3 Pricing). */
export const PricingDataSchema = /* @__PURE__ */ define(() =>
  fields({
    pricing: fields({ basicPlan: PricingPlanSchema, standardPlan: PricingPlanSchema, enterprisePlan: PricingPlanSchema, qandA: listOf(QuestionAnswerSchema) }),
  }),
);
export type PricingData = v.InferOutput<typeof PricingDataSchema>;

/** Spec §3 FAQ categories, in display order. */
export const faqCategoryKeys = ['payment', 'delivery', 'cancellationReturn', 'myOrders', 'productServices'] as const;
export type FaqCategoryKey = (typeof faqCategoryKeys)[number];
/** One FAQ category (spec §3 FAQ). */
export const FaqCategorySchema = /* @__PURE__ */ define(() =>
  fields({ icon: requiredText(), title: requiredText(), subtitle: requiredText(), qandA: listOf(QuestionAnswerSchema) }),
);
export type FaqCategory = v.InferOutput<typeof FaqCategorySchema>;
/**
 * GET /faq/data?q= : categories in faqCategoryKeys order. q (trimmed, case-insensitive) keeps the
 * questions whose question OR answer contains it; a category left with none is absent.
 */
export type FaqData = Partial<Record<FaqCategoryKey, FaqCategory>>;
/** GET /faq/data/knowledge_base?q= rows; q (case-insensitive) matches title or desc. */
export const KnowledgeBaseCategorySchema = /* @__PURE__ */ define(() =>
  fields({
    id: recordId(),
    /** The slug used as the `category` parameter. */
    category: slug(),
    title: requiredText(),
    desc: requiredText(),
    icon: requiredText(),
  }),
);
export type KnowledgeBaseCategory = v.InferOutput<typeof KnowledgeBaseCategorySchema>;
/** A knowledge-base question link; `slug` is unique within its category. */
export const KnowledgeBaseQuestionLinkSchema = /* @__PURE__ */ define(() => fields({ id: recordId(), question: requiredText(), slug: slug() }));
export type KnowledgeBaseQuestionLink = v.InferOutput<typeof KnowledgeBaseQuestionLinkSchema>;
/** GET /faq/data/category?category=slug (400 without it, 404 when unknown). */
export interface KnowledgeBaseCategoryResponse {
  categoryData: KnowledgeBaseCategory & { questions: KnowledgeBaseQuestionLink[] };
}
/** GET /faq/data/question?category=&question=slug (400 without them, 404 when unknown). */
export const KnowledgeBaseQuestionSchema = /* @__PURE__ */ define(() =>
  fields({
    title: requiredText(),
    lastUpdated: isoDay(),
    /** The other questions of the same category. */
    relatedQuestions: listOf(KnowledgeBaseQuestionLinkSchema),
    /** Safe HTML (p, h3, ul/li, strong); the UI still sanitises it. */
    content: requiredText(),
  }),
);
export type KnowledgeBaseQuestion = v.InferOutput<typeof KnowledgeBaseQuestionSchema>;

/** Spec §3 blog categories, exactly these. */
export const blogCategories = ['Fashion', 'Food', 'Gaming', 'Quote', 'Video'] as const;
export type BlogCategory = (typeof blogCategories)[number];
/** Edit-form status choices; the mock blog only holds Published posts (spec §4). */
export const blogStatuses = ['Published', 'Pending', 'Draft'] as const;
export type BlogStatus = (typeof blogStatuses)[number];
/** GET /blog/list/data?q= rows (q: case-insensitive title match); `comment` is a count. */
export const BlogListItemSchema = /* @__PURE__ */ define(() =>
  fields({
    id: recordId(),
    img: pathOrEmpty(),
    title: requiredText(),
    avatar: pathOrEmpty(),
    userFullName: requiredText(),
    blogPosted: isoDay(),
    tags: listOf(choice(blogCategories)),
    excerpt: requiredText(),
    comment: wholeNumber(),
  }),
);
export type BlogListItem = v.InferOutput<typeof BlogListItemSchema>;
/** A blog post in full: its list item and its body (safe HTML, as the knowledge base's). */
export const BlogPostSchema = /* @__PURE__ */ define(() => extend(BlogListItemSchema, { content: requiredText() }));
export type BlogPost = v.InferOutput<typeof BlogPostSchema>;
/** GET /blog/list/data/sidebar: the four latest posts and the five categories. */
export interface BlogSidebar {
  recentPosts: { id: number; img: string; title: string; createdTime: string }[];
  categories: { category: BlogCategory; icon: string }[];
}
/** A reader's comment on a post. */
export const BlogCommentSchema = /* @__PURE__ */ define(() =>
  fields({ id: recordId(), avatar: pathOrEmpty(), userFullName: requiredText(), commentedAt: isoTime(), commentText: requiredText() }),
);
export type BlogComment = v.InferOutput<typeof BlogCommentSchema>;
/** GET /blog/list/data/detail?id= (first post by default, 404 when unknown); `img` is the featured image. */
export interface BlogDetailResponse {
  blog: BlogPost;
  comments: BlogComment[];
}
/**
 * GET /blog/list/data/edit?id= (first post by default, 404 when unknown): the edit form's values.
 * (Its messages are the generic key until the blog's edit form gets its own texts.)
 */
export const BlogEditDataSchema = /* @__PURE__ */ define(() =>
  fields({
    id: recordId(),
    avatar: pathOrEmpty(),
    userFullName: requiredText(),
    blogPosted: isoDay(),
    blogTitle: requiredText(),
    blogCategories: listOf(choice(blogCategories)),
    slug: slug(),
    status: choice(blogStatuses),
    excerpt: requiredText(),
    featuredImage: pathOrEmpty(),
  }),
);
export type BlogEditData = v.InferOutput<typeof BlogEditDataSchema>;
