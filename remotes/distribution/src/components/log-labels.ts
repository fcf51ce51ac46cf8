import type { LogAction } from '@console/contracts';
import { useDistributionT } from '../i18n/use-distribution-t';

// The log's codes with a label of their own in en.ts, fr.ts and ar.ts (`log.actionNames`, …).
const actions = ['create', 'update', 'delete', 'sign-in', 'sign-out', 'register', 'reset-request', 'reset', 'publish', 'bulk', 'sdk-key', 'send', 'payments', 'comments', 'like', 'share', 'vote'] as const;
const entities = [
  'Session', 'Password', 'Auth', 'Todo', 'User', 'Invoice', 'Product', 'Pricing', 'Faq', 'Blog', 'Email', 'Chat', 'Post', 'Poll',
  'Video', 'Playlist', 'Brand', 'Category', 'Publisher', 'RokuChannel', 'SearchCampaign',
] as const;
const fields = [
  'name', 'title', 'description', 'status', 'language', 'providerName', 'brandId', 'brandIds', 'playlistIds', 'library', 'publishedAt', 'version', 'updatedAt', 'createdAt',
  'keywords', 'videoIds', 'startDate', 'endDate', 'dailyBudget', 'domains', 'contactEmail', 'revenueShare', 'sdkKeyMasked', 'itemCount', 'issueCount',
  'categoryId', 'parentId', 'tags', 'rating', 'thumbnail', 'captions', 'duration', 'sourceUrl', 'kind', 'rules', 'views', 'videoCount',
  'fullName', 'email', 'role', 'currentPlan', 'company', 'country', 'contact', 'username', 'action',
] as const;

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T => (list as readonly string[]).includes(value);

/** A code the log has no label for, in words: 'dailyBudget' → 'Daily budget', 'read-all' → 'Read all'. */
export function readable(code: string): string {
  const words = code
    .replace(/\/:[^/]+/g, '')
    .replace(/[-_/]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The action log's codes (actions, entity types, field names) and summaries in the console's language. */
export function useLogLabels() {
  const t = useDistributionT();
  const action = (code: string) => (isOneOf(actions, code) ? t(`log.actionNames.${code}`) : readable(code));
  const entity = (code: string) => (isOneOf(entities, code) ? t(`log.entityNames.${code}`) : readable(code));
  const field = (code: string) => (isOneOf(fields, code) ? t(`log.fieldNames.${code}`) : readable(code));
  /**
   * The API's summary is English ('update RokuChannel “Cedar Weekend”'): one of that shape is said
   * again from its parts; another (a bulk call's) is shown as sent.
   */
  const summary = (entry: LogAction) => {
    const plain = `${entry.action} ${entry.entityType}`;
    const parts = { action: action(entry.action), entity: entity(entry.entityType) };
    if (entry.summary === plain) return t('log.summary', parts);
    if (entry.summary.startsWith(`${plain} “`) && entry.summary.endsWith('”')) return t('log.summaryNamed', { ...parts, name: entry.summary.slice(plain.length + 2, -1) });
    return entry.summary;
  };
  return { action, entity, field, summary };
}
