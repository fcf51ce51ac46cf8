import * as v from 'valibot';
import type { LogBatch } from './log-batch';
import { choice, define, fields, hasTwoDecimalsAtMost, isoDay, isoTime, listOf, recordId, requiredText, text, wholeNumber } from './schema-kit';
import { webHost } from './web-host';
import {
  campaignDays, campaignStatuses, channelLibraries, distributionLimits, feedLanguages, publisherStatuses,
  type BeaconEvent, type CampaignStatus, type FeedProblem, type PublisherStatus,
} from './distribution-messages';

export * from './distribution-messages';
export * from './distribution-feed';

// The distribution product's API (/api/distribution/…): publishers, Roku channels and their feeds,
// search campaigns, beacon statistics and the action log. docs/api/distribution.md documents the calls.

const nameSchema = /* @__PURE__ */ define(() => v.pipe(requiredText('distribution.errors.nameRequired'), v.maxLength(distributionLimits.name, 'distribution.errors.nameTooLong')));
/** A publisher's share of the revenue: a percentage, to the hundredth. */
const revenueShareSchema = /* @__PURE__ */ define(() => v.pipe(
  v.number('distribution.errors.shareInvalid'),
  v.minValue(0, 'distribution.errors.shareInvalid'),
  v.maxValue(100, 'distribution.errors.shareInvalid'),
  v.check(hasTwoDecimalsAtMost, 'distribution.errors.shareInvalid'),
));
/** A campaign's daily budget in euros: more than 0, to the cent, not beyond what a campaign may spend a day. */
const dailyBudgetSchema = /* @__PURE__ */ define(() => v.pipe(
  v.number('distribution.errors.budgetInvalid'),
  v.gtValue(0, 'distribution.errors.budgetInvalid'),
  v.maxValue(distributionLimits.dailyBudget, 'distribution.errors.budgetTooHigh'),
  v.check(hasTwoDecimalsAtMost, 'distribution.errors.budgetCents'),
));

/** A comma-separated line as a clean list (a form's view of a list of words). */
const wordsText = /* @__PURE__ */ define(() => v.pipe(
  text(),
  v.transform((value) => [...new Set(value.split(',').map((word) => word.trim().toLowerCase()).filter(Boolean))]),
));

// ---------- Publishers ----------

/**
 * A publisher's websites: 1 to `distributionLimits.domains`, each kept as the host its pages
 * report (`webHost`: lower case, an accented name in ASCII, a pasted address reduced to its host).
 */
const domainsOf = (list: v.GenericSchema<unknown, string[]>) =>
  v.pipe(
    list,
    v.minLength(1, 'distribution.errors.domainsRequired'),
    v.maxLength(distributionLimits.domains, 'distribution.errors.domainsTooMany'),
    v.check((domains) => domains.every((domain) => webHost(domain) !== null), 'distribution.errors.domainsInvalid'),
    v.transform((domains) => [...new Set(domains.map((domain) => webHost(domain) ?? domain))]),
  );

const publisherEditable = /* @__PURE__ */ define(() => ({
  name: nameSchema,
  domains: domainsOf(listOf(text('distribution.errors.domainsInvalid'), 'distribution.errors.domainsInvalid')),
  contactEmail: v.pipe(requiredText('distribution.errors.emailInvalid'), v.email('distribution.errors.emailInvalid')),
  brandIds: listOf(recordId()),
  revenueShare: revenueShareSchema,
  status: choice(publisherStatuses),
}));

export const PublisherSchema = /* @__PURE__ */ define(() => fields({ id: recordId(), ...publisherEditable, sdkKey: text(), updatedAt: isoTime() }));
/** A publisher as the API stores it; lists and details show `sdkKey` masked (`maskedKey`). */
export type Publisher = v.InferOutput<typeof PublisherSchema>;
/** POST /api/distribution/publishers and PUT …/:id body. */
export const PublisherInputSchema = /* @__PURE__ */ define(() => fields(publisherEditable));
export type PublisherInput = v.InferOutput<typeof PublisherInputSchema>;
/** The publisher form: domains typed as one comma-separated line, the share as text. */
export const PublisherFormSchema = /* @__PURE__ */ define(() => fields({
  ...publisherEditable,
  domains: domainsOf(wordsText),
  brandIds: v.pipe(listOf(text()), v.transform((ids) => ids.map(Number))),
  revenueShare: v.pipe(text('distribution.errors.shareInvalid'), v.nonEmpty('distribution.errors.shareInvalid'), v.transform(Number), revenueShareSchema),
}));

/** The key as lists show it: its last four characters only. */
export const maskedKey = (key: string) => `${'•'.repeat(8)}${key.slice(-4)}`;
/** A publisher row: the key masked. */
export type PublisherRow = Omit<Publisher, 'sdkKey'> & { sdkKeyMasked: string };
/** POST /api/distribution/publishers/:id/sdk-key (regenerate) and GET …/:id/sdk-key (copy): the whole key. */
export interface SdkKeyResponse {
  sdkKey: string;
}

// ---------- Roku channels ----------

const channelEditable = /* @__PURE__ */ define(() => ({
  name: nameSchema,
  providerName: v.pipe(requiredText('distribution.errors.providerRequired'), v.maxLength(distributionLimits.name, 'distribution.errors.nameTooLong')),
  language: choice(feedLanguages),
  brandId: recordId('distribution.errors.brandRequired'),
  playlistIds: v.pipe(listOf(recordId(), 'distribution.errors.playlistsRequired'), v.minLength(1, 'distribution.errors.playlistsRequired')),
  /** Besides the playlists' videos, the feed carries every live video of the brand, or of the whole library. */
  library: choice(channelLibraries),
}));

export const RokuChannelSchema = /* @__PURE__ */ define(() => fields({
  id: recordId(),
  ...channelEditable,
  /** When "publish" last ran (null: never) and how many times it has. */
  publishedAt: v.nullable(isoTime()),
  /** The video ids the last publish sent to Roku (absent: never published, or published before this was kept). */
  publishedItemIds: v.optional(listOf(recordId())),
  version: wholeNumber(),
  updatedAt: isoTime(),
}));
export type RokuChannel = v.InferOutput<typeof RokuChannelSchema>;
/** POST /api/distribution/roku-channels and PUT …/:id body. */
export const RokuChannelInputSchema = /* @__PURE__ */ define(() => fields(channelEditable));
export type RokuChannelInput = v.InferOutput<typeof RokuChannelInputSchema>;
/** The channel form: the brand from a select (text), playlists from checkboxes (text). */
export const RokuChannelFormSchema = /* @__PURE__ */ define(() => fields({
  ...channelEditable,
  brandId: v.pipe(text('distribution.errors.brandRequired'), v.nonEmpty('distribution.errors.brandRequired'), v.transform(Number), recordId('distribution.errors.brandRequired')),
  playlistIds: v.pipe(listOf(text()), v.minLength(1, 'distribution.errors.playlistsRequired'), v.transform((ids) => ids.map(Number))),
}));

/** One feed item Roku would reject, and why (a video may have several problems). */
export interface FeedIssue {
  videoId: number;
  title: string;
  problems: FeedProblem[];
  /** The playlists (categories) that hold it. */
  playlists: string[];
}

/** GET /api/distribution/roku-channels/:id/validation. */
export interface FeedValidation {
  channelId: number;
  /** Items the feed would carry (rejected ones are left out of the feed). */
  itemCount: number;
  issues: FeedIssue[];
  /** The channel's playlists that no longer exist (deleted in the media library): no category in the feed. */
  missingPlaylistIds: number[];
  /**
   * Videos the last publish sent that the feed no longer carries (deleted, unpublished, taken out
   * of its playlists): Roku shows them until the channel is published again. `title` null: deleted.
   */
  leftSincePublished: { videoId: number; title: string | null }[];
}

/** POST /api/distribution/roku-channels/:id/publish body: `allowEmpty` once the user has said yes to publishing a feed with no item. */
export interface PublishInput {
  allowEmpty?: boolean;
}

/**
 * The refusal code of a publish whose feed has no valid item and no `allowEmpty`: the API decides
 * at the moment of publishing, so a feed emptied since the page read its report still asks first.
 */
export const emptyFeedCode = 'empty-feed';

/** POST /api/distribution/roku-channels/:id/publish answer. */
export interface PublishResponse {
  channel: RokuChannel;
  itemCount: number;
  issueCount: number;
}

// ---------- Search campaigns ----------

/** Each keyword at most `distributionLimits.keyword` characters (what an ad network takes). */
const keywordsShort = /* @__PURE__ */ define(() => v.check((keywords: string[]) => keywords.every((word) => word.length <= distributionLimits.keyword), 'distribution.errors.keywordTooLong'));

/** A campaign's day: a calendar day within `campaignDays`. */
const campaignDay = () => v.pipe(isoDay('distribution.errors.dateInvalid'), v.check((day: string) => day >= campaignDays.first && day <= campaignDays.last, 'distribution.errors.dateOutOfRange'));
/** How many days a campaign runs, its first and last included. */
const daysRun = ({ startDate, endDate }: { startDate: string; endDate: string }) => (Date.parse(endDate) - Date.parse(startDate)) / 86_400_000 + 1;

const campaignEditable = /* @__PURE__ */ define(() => ({
  name: nameSchema,
  brandId: recordId('distribution.errors.brandRequired'),
  keywords: v.pipe(listOf(text()), v.minLength(1, 'distribution.errors.keywordsRequired'), v.maxLength(distributionLimits.keywords, 'distribution.errors.keywordsTooMany'), keywordsShort),
  videoIds: v.pipe(listOf(recordId(), 'distribution.errors.videosRequired'), v.minLength(1, 'distribution.errors.videosRequired')),
  startDate: campaignDay(),
  endDate: campaignDay(),
  dailyBudget: dailyBudgetSchema,
  status: choice(campaignStatuses, 'distribution.errors.statusMove'),
}));

const CampaignFieldsSchema = /* @__PURE__ */ define(() => fields(campaignEditable));
export type SearchCampaignInput = v.InferOutput<typeof CampaignFieldsSchema>;

export const SearchCampaignSchema = /* @__PURE__ */ define(() => fields({ id: recordId(), ...campaignEditable, updatedAt: isoTime() }));
export type SearchCampaign = v.InferOutput<typeof SearchCampaignSchema>;
/** POST /api/distribution/campaigns and PUT …/:id body: days within `campaignDays`, end ≥ start and at most a year later (said at the end date), budget > 0. */
export const SearchCampaignInputSchema = /* @__PURE__ */ define(() => v.pipe(
  CampaignFieldsSchema,
  v.forward(v.partialCheck([['startDate'], ['endDate']], (campaign) => campaign.endDate >= campaign.startDate, 'distribution.errors.endBeforeStart'), ['endDate']),
  v.forward(v.partialCheck([['startDate'], ['endDate']], (campaign) => daysRun(campaign) <= campaignDays.most, 'distribution.errors.campaignTooLong'), ['endDate']),
));
/** The campaign form: keywords as one comma-separated line, the brand and budget as text. */
export const SearchCampaignFormSchema = /* @__PURE__ */ define(() => v.pipe(
  fields({
    ...campaignEditable,
    brandId: v.pipe(text('distribution.errors.brandRequired'), v.nonEmpty('distribution.errors.brandRequired'), v.transform(Number), recordId('distribution.errors.brandRequired')),
    keywords: v.pipe(wordsText, v.minLength(1, 'distribution.errors.keywordsRequired'), v.maxLength(distributionLimits.keywords, 'distribution.errors.keywordsTooMany'), keywordsShort),
    videoIds: v.pipe(listOf(text()), v.minLength(1, 'distribution.errors.videosRequired'), v.transform((ids) => ids.map(Number))),
    dailyBudget: v.pipe(text('distribution.errors.budgetInvalid'), v.nonEmpty('distribution.errors.budgetInvalid'), v.transform(Number), dailyBudgetSchema),
  }),
  v.forward(v.partialCheck([['startDate'], ['endDate']], (campaign) => campaign.endDate >= campaign.startDate, 'distribution.errors.endBeforeStart'), ['endDate']),
  v.forward(v.partialCheck([['startDate'], ['endDate']], (campaign) => daysRun(campaign) <= campaignDays.most, 'distribution.errors.campaignTooLong'), ['endDate']),
));

/** One day of a campaign's results. */
export interface CampaignDay {
  date: string;
  impressions: number;
  clicks: number;
  spend: number;
}
/** GET /api/distribution/campaigns/:id/stats. */
export interface CampaignStats {
  days: CampaignDay[];
  totals: { impressions: number; clicks: number; spend: number; ctr: number };
}
/** GET /api/distribution/campaigns query. */
export interface CampaignListQuery {
  q?: string;
  status?: CampaignStatus | '';
  brandId?: number;
}

// ---------- Beacon statistics ----------

/** GET /api/distribution/beacons query: an inclusive day range and an optional brand. */
export interface BeaconQuery {
  from: string;
  to: string;
  brandId?: number;
}
export interface BeaconTopVideo {
  videoId: number;
  title: string;
  counts: Record<BeaconEvent, number>;
}
/** GET /api/distribution/beacons: aggregated by the API (the client never sees raw beacons). */
export interface BeaconStats {
  from: string;
  to: string;
  days: string[];
  /** One count per day, per event. */
  series: Record<BeaconEvent, number[]>;
  totals: Record<BeaconEvent, number>;
  /** The 20 videos with the most starts in the range. */
  topVideos: BeaconTopVideo[];
  /** The first and last days with data. */
  range: { first: string; last: string };
}

// ---------- Action log ----------

export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

export { logBatchIdsShown, type LogBatch } from './log-batch';

/** One recorded write of any domain (or a sign-in). */
export interface LogAction {
  id: number;
  at: string;
  userId: number | null;
  userName: string;
  /** 'create', 'update', 'delete', 'sign-in', or the call's own verb ('publish', 'bulk', 'sdk-key'). */
  action: string;
  entityType: string;
  entityId: string | null;
  /**
   * In English, for API clients: `<action> <entityType>`, `<action> <entityType> “<name>”`, or for a
   * call on several records `<action>[ <asked>]: <count> <entityType>s (#<id>, …)`. A client that
   * says it in another language reads `name` and `batch` instead (entries recorded before them have neither).
   */
  summary: string;
  /** What the summary quotes: the record's title, name or full name (`#<id>` when it has none), a session's user. */
  name?: string;
  /** A call on several records at once (a body with `ids`, or the entity's own `emailIds`). */
  batch?: LogBatch;
  method: string;
  path: string;
  changes: FieldChange[];
}

/** GET /api/distribution/actions and …/actions/mine query. */
export interface ActionListQuery {
  userId?: number;
  action?: string;
  entityType?: string;
  from?: string;
  to?: string;
  page?: number;
  perPage?: number;
}
export interface ActionListResponse {
  actions: LogAction[];
  total: number;
  /** The choices of the filters: every user, action and entity type in the log. */
  facets: { users: { id: number; name: string }[]; actions: string[]; entityTypes: string[] };
}

/** The distribution domain's query keys. */
export const distributionQueryKeys = {
  all: ['distribution'] as const,
  publishers: ['distribution', 'publishers'] as const,
  channels: ['distribution', 'channels'] as const,
  channel: (id: number) => ['distribution', 'channel', id] as const,
  validation: (id: number) => ['distribution', 'validation', id] as const,
  feed: (id: number) => ['distribution', 'feed', id] as const,
  campaigns: (query: CampaignListQuery) => ['distribution', 'campaigns', query] as const,
  campaign: (id: number) => ['distribution', 'campaign', id] as const,
  campaignStats: (id: number) => ['distribution', 'campaign-stats', id] as const,
  beacons: (query: BeaconQuery) => ['distribution', 'beacons', query] as const,
  actions: (scope: 'mine' | 'all', query: ActionListQuery) => ['distribution', 'actions', scope, query] as const,
};

export type { PublisherStatus };
