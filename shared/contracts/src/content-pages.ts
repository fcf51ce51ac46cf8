import * as v from 'valibot';
import { isStrongPassword } from './auth';
import { bioMaxLength, commentMaxLength, dobEarliestYear, pricingBillings, pricingPlanKeys, type PricingBilling, type PricingPlanKey } from './content-pages-messages';
import { addressPattern, atMost, choice, define, emailPattern, emailText, extend, fields, flag, isCalendarDay, isoDay, isoDayOrEmpty, isoTime, listOf, pathOrEmpty, phoneText, recordId, requiredText, slug, text, wholeNumber } from './schema-kit';
import { uploadedImagePattern, withinUploadSize } from './image-value';
import { localIsoDate } from './local-day';

export * from './content-pages-messages';

// Spec §3 content pages. Images are short relative paths ('/images/blog/1.svg') or '': the
// remotes supply the artwork. Dates are YYYY-MM-DD, times ISO 8601 UTC. Icons are icon names.

// Pictures are a path or web address (seeded artwork) or an uploaded picture as a data URL.
/** '' , a path or web address, or an uploaded PNG/JPEG/GIF/WebP data URL of at most uploadImageMaxKilobytes. */
function imageOrEmpty(message: `${string}.errors.${string}` = 'common.errors.invalid') {
  return v.pipe(
    v.string(message),
    v.trim(),
    v.check((value) => value === '' || addressPattern.test(value) || uploadedImagePattern.test(value), message),
    v.check(withinUploadSize, 'pages.errors.imageTooLarge'),
  );
}

/**
 * A full web address: http or https and a host with a dot; '' for none. A website and a social
 * profile live on the web, not in this console: a path (`/…`) would open a console page.
 */
const webAddressPattern = /^https?:\/\/[^\s/?#.]+(\.[^\s/?#.]+)+(:\d+)?([/?#]\S*)?$/;
const isWebAddressOrEmpty = (value: string) => value === '' || webAddressPattern.test(value);
const webAddressOrEmpty = (message: `${string}.errors.${string}`) => v.pipe(v.string(message), v.trim(), v.check(isWebAddressOrEmpty, message));
/**
 * A saved web address (the website, a social profile): as above, at most a paragraph. The length
 * is checked first, so a pasted page of text reads as too long rather than as a bad address.
 */
const webAddressField = (message: `${string}.errors.${string}`) =>
  v.pipe(v.string(message), v.trim(), atMost('paragraph'), v.check(isWebAddressOrEmpty, message));

/** A question with its plain-text answer (FAQ and pricing). */
export const QuestionAnswerSchema = /* @__PURE__ */ define(() => fields({ question: requiredText(), ans: requiredText() }));
export type QuestionAnswer = v.InferOutput<typeof QuestionAnswerSchema>;
/** A person shown beside content: an image path (or '') and a name or handle. */
export const PersonRefSchema = /* @__PURE__ */ define(() => fields({ avatar: imageOrEmpty(), username: requiredText() }));
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
/**
 * GET /account-setting/data (spec §3 Account settings); the website and socialLinks are full web
 * addresses or '' (the saves' rule). A date of birth not given yet is '': the form starts empty,
 * not on a made-up day, and asks for one when the Information tab is saved.
 */
export const AccountSettingsSchema = /* @__PURE__ */ define(() =>
  fields({
    general: fields({ avatar: imageOrEmpty(), username: requiredText(), fullName: requiredText(), email: emailText(), company: text() }),
    info: fields({ bio: text(), dob: isoDayOrEmpty(), country: text(), website: webAddressOrEmpty('common.errors.invalid'), phone: text() }),
    social: fields({
      socialLinks: fields(v.entriesFromList(socialLinkKeys, webAddressOrEmpty('common.errors.invalid'))),
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
    /** The caller has shared it (a share counts once per person). */
    youShared: flag(),
    likedUsers: listOf(PersonRefSchema),
    detailedComments: listOf(extend(PersonRefSchema, { comment: requiredText(), commentsLikes: wholeNumber(), youLiked: flag() })),
  }),
);
export type ProfilePost = v.InferOutput<typeof ProfilePostSchema>;
/**
 * One option of the profile poll: `votes` is its count, `result` its whole percent of all votes
 * (largest remainders, so the options add up to 100), `votedUser` the people shown beside it.
 */
export const ProfilePollOptionSchema = /* @__PURE__ */ define(() =>
  fields({ name: requiredText(), votes: wholeNumber(), result: v.pipe(wholeNumber(), v.maxValue(100, 'common.errors.invalid')), votedUser: listOf(PersonRefSchema) }),
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
    /** The feed's first page (GET /profile/posts pages through all of it). */
    posts: listOf(ProfilePostSchema),
    /** How many posts the feed holds in all. */
    postsTotal: wholeNumber(),
    latestPhotos: listOf(fields({ img: pathOrEmpty() })),
    suggestions: listOf(extend(PersonRefSchema, { mutualFriend: wholeNumber() })),
    polls: v.pipe(
      listOf(ProfilePollOptionSchema),
      v.check((options) => options.reduce((sum, option) => sum + option.result, 0) === 100, 'common.errors.invalid'),
    ),
    /** The option the caller voted for, '' before they vote (one vote per person). */
    pollVote: text(),
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
    /** The caller's plan and how it is billed (extensions: docs/api/content-pages.md). */
    currentPlan: choice(pricingPlanKeys),
    billing: choice(pricingBillings),
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
 * questions whose question text contains it (spec §7: not the answers); a category left with none is absent.
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

/**
 * A URL slug: lower-case words joined by dashes ('How do I go live?' → 'how-do-i-go-live'); the
 * mock's and the blog form's. Accents come off their letters ('Crème brûlée' → 'creme-brulee');
 * a text with no Latin letter or digit (an Arabic title) gives '' (no slug can be made of it).
 */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

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
    img: imageOrEmpty(),
    title: requiredText(),
    avatar: pathOrEmpty(),
    userFullName: requiredText(),
    blogPosted: isoDay(),
    tags: listOf(choice(blogCategories)),
    excerpt: requiredText(),
    comment: wholeNumber(),
    status: choice(blogStatuses),
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
  fields({ id: recordId(), avatar: imageOrEmpty(), userFullName: requiredText(), commentedAt: isoTime(), commentText: requiredText() }),
);
export type BlogComment = v.InferOutput<typeof BlogCommentSchema>;
/** GET /blog/list/data/detail?id= (the first post the caller may see by default; 404 when unknown, or not published and the caller may not edit posts); `img` is the featured image. */
export interface BlogDetailResponse {
  blog: BlogPost;
  comments: BlogComment[];
}
/** GET /blog/list/data/edit?id= (as the detail: first post the caller may see, 404 when unknown or hidden from them): the edit form's values. */
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
    /** The body, as safe HTML (the pages sanitise it when they show it). */
    content: requiredText(),
    featuredImage: imageOrEmpty(),
  }),
);
export type BlogEditData = v.InferOutput<typeof BlogEditDataSchema>;

// ---- Calls that change content (docs/api/content-pages.md), checked by the forms and the mock alike.

/** The user's today: the form's date of birth must come before it (for part of each day, the UTC day is another one in much of the world). */
const localToday = () => localIsoDate();
/**
 * The day after today in UTC: the API's bound, a day of leeway, since the caller's own today is up
 * to a day ahead of the UTC one (UTC+14) and their yesterday is then today in UTC.
 */
const utcTomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

/** The first day a date of birth may be (YYYY-MM-DD, so days compare as text). */
const earliestDob = `${dobEarliestYear}-01-01`;

/**
 * A date of birth: a day the calendar has, from `earliestDob` and before `today()`. '' has its own
 * message: a date picker hands over '' for an empty field and for a day that does not exist
 * ('2026-02-30') alike, so its text has to be right for both.
 */
const dobField = (today: () => string) =>
  v.pipe(
    v.string('pages.errors.dobNotADate'),
    v.nonEmpty('pages.errors.dobRequired'),
    v.check(isCalendarDay, 'pages.errors.dobNotADate'),
    v.check((value) => value >= earliestDob, 'pages.errors.dobTooEarly'),
    v.check((value) => value < today(), 'pages.errors.dobInvalid'),
  );

/** The Information tab's fields; a date of birth must come before `today()` (YYYY-MM-DD). */
const accountInfoFields = (today: () => string) =>
  fields({
    bio: v.pipe(text(), v.trim(), v.maxLength(bioMaxLength, 'pages.errors.bioLong')),
    dob: dobField(today),
    country: v.pipe(text(), v.trim(), atMost('line')),
    website: webAddressField('pages.errors.websiteInvalid'),
    phone: phoneText('pages.errors.phoneInvalid', { optional: true }),
  });

/**
 * A username's characters: letters of any script, digits, dots, dashes and underscores. It is a
 * handle (the linked accounts are made with it: '@maya.lindqvist'), not a place for markup such as
 * '<b>x</b>'. The users area's rules (required, no spaces) come first, with their own message.
 */
const usernamePattern = /^[\p{L}\p{M}\p{Nd}._-]+$/u;

/** POST /account-setting/general: the General tab, each text at most a line. */
export const AccountGeneralSchema = /* @__PURE__ */ define(() =>
  fields({
    avatar: imageOrEmpty('pages.errors.imageInvalid'),
    username: v.pipe(
      requiredText('pages.errors.usernameRequired'),
      v.regex(/^\S+$/, 'pages.errors.usernameSpaces'),
      v.regex(usernamePattern, 'pages.errors.usernameCharacters'),
      atMost('line'),
    ),
    fullName: v.pipe(requiredText('pages.errors.fullNameRequired'), atMost('line')),
    email: v.pipe(requiredText('pages.errors.emailRequired'), v.regex(emailPattern, 'pages.errors.emailInvalid'), atMost('line')),
    company: v.pipe(text(), v.trim(), atMost('line')),
  }),
);
export type AccountGeneral = v.InferOutput<typeof AccountGeneralSchema>;

/** The Information tab's form: a date of birth before the user's own today (their yesterday is fine, their today is not). */
export const AccountInfoSchema = /* @__PURE__ */ define(() => accountInfoFields(localToday));
export type AccountInfo = v.InferOutput<typeof AccountInfoSchema>;
/** POST /account-setting/info as the API checks it: as the form, a day of leeway on the date of birth (see utcTomorrow). */
export const AccountInfoApiSchema = /* @__PURE__ */ define(() => accountInfoFields(utcTomorrow));

/** POST /account-setting/social: the Social tab's links (linked accounts change one at a time, below). */
export const AccountSocialSchema = /* @__PURE__ */ define(() =>
  fields({ socialLinks: fields(v.entriesFromList(socialLinkKeys, webAddressField('pages.errors.socialLinkInvalid'))) }),
);
export type AccountSocial = v.InferOutput<typeof AccountSocialSchema>;

/** POST /account-setting/connections: link (`connected: true`) or unlink one account (docs/api/content-pages.md). */
export const AccountConnectionSchema = /* @__PURE__ */ define(() =>
  fields({ service: choice(socialConnectionKeys, 'pages.errors.connectionServiceInvalid'), connected: flag() }),
);
export type AccountConnection = v.InferOutput<typeof AccountConnectionSchema>;

/** POST /account-setting/notification: the Notifications tab's switches. */
export const AccountNotificationSchema = /* @__PURE__ */ define(() => fields(v.entriesFromList(notificationFlags, flag())));
export type AccountNotification = v.InferOutput<typeof AccountNotificationSchema>;

/** POST /account-setting/password: the Change password tab (passwords are never trimmed). */
export const ChangePasswordSchema = /* @__PURE__ */ define(() =>
  v.pipe(
    fields({
      currentPassword: v.pipe(v.string('pages.errors.currentPasswordRequired'), v.nonEmpty('pages.errors.currentPasswordRequired')),
      newPassword: v.pipe(v.string('pages.errors.newPasswordWeak'), v.check(isStrongPassword, 'pages.errors.newPasswordWeak')),
      confirmPassword: v.string('pages.errors.confirmPasswordMismatch'),
    }),
    v.forward(v.partialCheck([['currentPassword'], ['newPassword']], (input) => input.newPassword !== input.currentPassword, 'pages.errors.newPasswordSame'), ['newPassword']),
    v.forward(v.partialCheck([['newPassword'], ['confirmPassword']], (input) => input.confirmPassword === input.newPassword, 'pages.errors.confirmPasswordMismatch'), ['confirmPassword']),
  ),
);
export type ChangePassword = v.InferOutput<typeof ChangePasswordSchema>;

/** POST /account-setting/<section> answers the caller's settings as stored now. */
export type AccountSettingsSection = 'general' | 'info' | 'social' | 'notification';

/** GET /profile/posts?page=&perPage= : one page of the feed, newest first. */
export interface ProfilePostsPage {
  posts: ProfilePost[];
  total: number;
}
/** A comment's text (POST /profile/posts/:id/comments, POST /blog/list/data/add-comment). */
const commentText = () => v.pipe(requiredText('pages.errors.commentRequired'), v.maxLength(commentMaxLength, 'pages.errors.commentLong'));
/** POST /profile/posts/:id/comments. */
export const ProfileCommentSchema = /* @__PURE__ */ define(() => fields({ comment: commentText() }));
/** POST /profile/posts/:id/like: like or unlike. */
export const ProfileLikeSchema = /* @__PURE__ */ define(() => fields({ liked: flag() }));
/** POST /profile/polls/vote: the option's name; a second vote is refused (409). */
export const ProfileVoteSchema = /* @__PURE__ */ define(() => fields({ option: requiredText('pages.errors.pollOptionInvalid') }));
/** The answer of a poll vote. */
export interface ProfilePollResponse {
  polls: ProfilePollOption[];
  pollVote: string;
}
/** The answer of a like, comment or share: the post as it is now. */
export interface ProfilePostResponse {
  post: ProfilePost;
}

/** POST /blog/list/data/add-comment. */
export const BlogCommentFormSchema = /* @__PURE__ */ define(() => fields({ commentText: commentText() }));
/**
 * POST /blog/list/data/edit?id= : the edit form (author and date are not editable). The title and
 * slug are a line at most, the excerpt a paragraph, the body a long text (the seeded bodies are
 * under 500 characters).
 */
export const BlogEditFormSchema = /* @__PURE__ */ define(() =>
  fields({
    blogTitle: v.pipe(requiredText('pages.errors.titleRequired'), atMost('line')),
    blogCategories: v.pipe(listOf(choice(blogCategories)), v.minLength(1, 'pages.errors.categoriesRequired')),
    slug: v.pipe(v.string('pages.errors.slugInvalid'), v.trim(), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'pages.errors.slugInvalid'), atMost('line')),
    status: choice(blogStatuses),
    excerpt: v.pipe(requiredText('pages.errors.excerptRequired'), atMost('paragraph')),
    content: v.pipe(requiredText('pages.errors.contentRequired'), atMost('long')),
    featuredImage: imageOrEmpty('pages.errors.imageInvalid'),
  }),
);
export type BlogEditForm = v.InferOutput<typeof BlogEditFormSchema>;
/** POST /blog/list/data/add-comment answers the new comment (201). */
export interface BlogCommentResponse {
  comment: BlogComment;
}
/** GET /blog/list/data?q=&category= : the category filter is an extension (docs/api/content-pages.md). */
export interface BlogListQuery {
  q?: string;
  category?: BlogCategory | '';
}

/** POST /faq/data/question: an editor replaces an article's content (HTML, sanitised where shown). */
export const KnowledgeBaseArticleUpdateSchema = /* @__PURE__ */ define(() =>
  fields({ category: requiredText(), question: requiredText(), content: requiredText('pages.errors.contentRequired') }),
);

/**
 * GET /pricing/data's extension: the caller's plan and its billing. POST /pricing/plan
 * {plan, billing?} changes them; without `billing` the plan is billed monthly.
 */
export const PricingPlanChoiceSchema = /* @__PURE__ */ define(() =>
  fields({ plan: choice(pricingPlanKeys, 'pages.errors.planInvalid'), billing: v.optional(choice(pricingBillings), 'monthly') }),
);
export type PricingPlanChoice = v.InferInput<typeof PricingPlanChoiceSchema>;
export interface PricingPlanResponse {
  currentPlan: PricingPlanKey;
  billing: PricingBilling;
}

/** Cache keys of the content pages' calls: everything under `all`, one branch per page. */
export const contentPagesQueryKeys = {
  all: ['content-pages'] as const,
  accountSettings: ['content-pages', 'account-settings'] as const,
  profile: ['content-pages', 'profile'] as const,
  profilePosts: ['content-pages', 'profile', 'posts'] as const,
  pricing: ['content-pages', 'pricing'] as const,
  faq: (q: string) => ['content-pages', 'faq', q] as const,
  knowledgeBase: (q: string) => ['content-pages', 'knowledge-base', 'categories', q] as const,
  knowledgeBaseCategory: (category: string) => ['content-pages', 'knowledge-base', 'category', category] as const,
  knowledgeBaseQuestion: (category: string, question: string) => ['content-pages', 'knowledge-base', 'question', category, question] as const,
  blog: ['content-pages', 'blog'] as const,
  blogList: (query: BlogListQuery) => ['content-pages', 'blog', 'list', query] as const,
  blogSidebar: ['content-pages', 'blog', 'sidebar'] as const,
  blogDetail: (id: number) => ['content-pages', 'blog', 'detail', id] as const,
  blogEdit: (id: number) => ['content-pages', 'blog', 'edit', id] as const,
};
