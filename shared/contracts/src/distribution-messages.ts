// The distribution domain's value lists and message texts, apart from its schemas (see media-messages.ts).
import { define } from './schema-kit';

export const publisherStatuses = ['active', 'suspended'] as const;
export type PublisherStatus = (typeof publisherStatuses)[number];

export const campaignStatuses = ['draft', 'active', 'paused', 'ended'] as const;
export type CampaignStatus = (typeof campaignStatuses)[number];

/** Which status a campaign may move to from each status (the server refuses any other move). */
export const campaignTransitions: Readonly<Record<CampaignStatus, readonly CampaignStatus[]>> = {
  draft: ['active', 'ended'],
  active: ['paused', 'ended'],
  paused: ['active', 'ended'],
  ended: [],
};

/** True when a campaign in `from` may move to `to` (staying put is always allowed). */
export function canMoveCampaign(from: CampaignStatus, to: CampaignStatus): boolean {
  return from === to || campaignTransitions[from].includes(to);
}

/** The IAB VAST tracking events the player and ad beacons report, in funnel order. */
export const beaconEvents = ['impression', 'start', 'firstQuartile', 'midpoint', 'thirdQuartile', 'complete', 'click', 'error'] as const;
export type BeaconEvent = (typeof beaconEvents)[number];

/** Why Roku would reject a feed item. */
export const feedProblems = ['missingThumbnail', 'missingDuration', 'missingUrl', 'unpublished'] as const;
export type FeedProblem = (typeof feedProblems)[number];

/** What a Roku channel's feed carries besides its playlists' videos. */
export const channelLibraries = ['playlists', 'brand', 'all'] as const;
export type ChannelLibrary = (typeof channelLibraries)[number];

export const feedLanguages = ['en', 'fr', 'ar', 'es', 'de'] as const;

// dailyBudget: in euros; its message writes it out ('€1,000,000'), in each language's way.
export const distributionLimits = { name: 60, keywords: 30, keyword: 40, domains: 10, dailyBudget: 1_000_000 } as const;
/** A campaign's days: within this century, and at most a year long (a figure outside is a typing slip). */
export const campaignDays = { first: '2000-01-01', last: '2099-12-31', most: 366 } as const;

/** English text of each distribution message key (`distribution.errors.*`). */
export const distributionMessagesEn = /* @__PURE__ */ define(() => ({
  'distribution.errors.nameRequired': 'Enter a name.',
  'distribution.errors.nameTooLong': `A name must be at most ${distributionLimits.name} characters.`,
  'distribution.errors.providerRequired': 'Enter the provider name.',
  'distribution.errors.brandRequired': 'Choose a brand.',
  'distribution.errors.playlistsRequired': 'Choose at least one playlist.',
  'distribution.errors.keywordsRequired': 'Add at least one keyword.',
  'distribution.errors.keywordsTooMany': `A campaign may have at most ${distributionLimits.keywords} keywords.`,
  'distribution.errors.keywordTooLong': `A keyword must be at most ${distributionLimits.keyword} characters.`,
  'distribution.errors.videosRequired': 'Choose at least one video to promote.',
  'distribution.errors.videosOfBrand': "Promote only videos of the campaign's brand.",
  'distribution.errors.videosUnknown': 'A chosen video is no longer in the media library.',
  'distribution.errors.playlistsUnknown': 'A chosen playlist is no longer in the media library.',
  'distribution.errors.dateInvalid': 'Enter a date.',
  'distribution.errors.endBeforeStart': 'The end date must be on or after the start date.',
  'distribution.errors.domainTaken': 'One of these domains already belongs to another publisher.',
  'distribution.errors.dateOutOfRange': 'Enter a date from 2000 to 2099.',
  'distribution.errors.campaignTooLong': `A campaign runs for at most ${campaignDays.most} days.`,
  'distribution.errors.budgetInvalid': 'The daily budget must be more than 0.',
  'distribution.errors.budgetTooHigh': 'The daily budget must be at most €1,000,000.',
  'distribution.errors.budgetCents': 'Give the daily budget in euros and cents, like 25.50.',
  'distribution.errors.emailInvalid': 'Enter a valid contact email.',
  'distribution.errors.domainsInvalid': 'Enter website domains such as example.com, separated by commas.',
  'distribution.errors.domainsRequired': 'Enter at least one website domain, such as example.com.',
  'distribution.errors.domainsTooMany': `A publisher has at most ${distributionLimits.domains} website domains.`,
  'distribution.errors.shareInvalid': 'The revenue share must be between 0 and 100, with at most 2 decimals.',
  'distribution.errors.statusMove': 'This status change is not allowed.',
  'distribution.errors.newCampaignStatus': 'A new campaign starts as a draft or active.',
  'distribution.errors.campaignEnded': 'An ended campaign cannot be changed.',
} satisfies Record<`distribution.errors.${string}`, string>));
