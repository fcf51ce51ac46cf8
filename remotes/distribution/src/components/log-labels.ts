import type { LogAction } from '@console/contracts';
import { isolate, useFormat } from '@console/ui';
import { useDistributionT } from '../i18n/use-distribution-t';

// The log's codes with a label of their own in en.ts, fr.ts and ar.ts (`log.actionNames`, …).
const actions = ['create', 'update', 'delete', 'sign-in', 'sign-out', 'register', 'reset-request', 'reset', 'publish', 'bulk', 'sdk-key', 'send', 'payments', 'comments', 'like', 'share', 'vote', 'add-to-cart', 'remove-from-cart', 'add-to-wishlist', 'remove-from-wishlist'] as const;
const entities = [
  'Session', 'Password', 'General', 'Info', 'Social', 'Connection', 'Notification', 'Auth', 'Todo', 'User', 'Invoice', 'Product', 'Pricing', 'Faq', 'Blog', 'Email', 'Chat', 'Post', 'Poll',
  'Video', 'Playlist', 'Brand', 'Category', 'Publisher', 'RokuChannel', 'SearchCampaign',
] as const;
const fields = [
  'name', 'title', 'description', 'status', 'language', 'providerName', 'brandId', 'brandIds', 'playlistIds', 'library', 'publishedAt', 'version', 'updatedAt', 'createdAt',
  'keywords', 'videoIds', 'startDate', 'endDate', 'dailyBudget', 'domains', 'contactEmail', 'revenueShare', 'sdkKeyMasked', 'itemCount', 'issueCount',
  'categoryId', 'parentId', 'tags', 'rating', 'thumbnail', 'captions', 'duration', 'sourceUrl', 'kind', 'rules', 'views', 'videoCount', 'tag', 'limit', 'sort',
  'fullName', 'email', 'role', 'currentPlan', 'billing', 'company', 'country', 'contact', 'username', 'action',
  'dueDate', 'assignee', 'isCompleted', 'isImportant', 'isDeleted', 'isBookmarked', 'isStarred', 'isRead', 'isInCart', 'isInWishlist', 'qty', 'folder', 'label', 'avatar', 'bio', 'dob', 'website', 'phone',
] as const;

// What a bulk call asked of its records (`action` of its body: docs/api/media.md).
const bulkAsks = ['publish', 'unpublish', 'archive', 'category', 'delete'] as const;

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
  const { number, list } = useFormat();
  const action = (code: string) => (isOneOf(actions, code) ? t(`log.actionNames.${code}`) : readable(code));
  const entity = (code: string) => (isOneOf(entities, code) ? t(`log.entityNames.${code}`) : readable(code));
  const field = (code: string): string => {
    // A field of an object the log shows field by field ('rules.categoryId': "Rules › Category").
    const dot = code.lastIndexOf('.');
    if (dot > 0) return t('log.fieldPart', { field: field(code.slice(0, dot)), part: field(code.slice(dot + 1)) });
    return isOneOf(fields, code) ? t(`log.fieldNames.${code}`) : readable(code);
  };
  /**
   * A record's id as the page writes numbers (no grouping: "#1250" is a name, not an amount). Any
   * other id (a code, leading zeros, past what a number holds exactly) is shown as it is, isolated:
   * an Arabic sentence would otherwise reorder its letters and dashes.
   */
  const id = (value: string) => (/^[1-9]\d{0,14}$/.test(value) ? number(Number(value), { useGrouping: false }) : isolate(value));
  /**
   * An entry said again from the parts it carries (its name, or the records a call on several
   * reached); one recorded before those parts existed is shown as sent (the API's English), but
   * for its plain shape ('update Pricing'), which says nothing the action and entity do not.
   */
  const summary = (entry: LogAction) => {
    const parts = { action: action(entry.action), entity: entity(entry.entityType) };
    const { batch } = entry;
    if (batch) {
      const asked = batch.asked && (isOneOf(bulkAsks, batch.asked) ? t(`log.bulkAsks.${batch.asked}`) : readable(batch.asked));
      const ids = list([...batch.ids.map((one) => t('log.recordNumber', { id: id(one) })), ...(batch.count > batch.ids.length ? ['…'] : [])]);
      return t('log.summaryBatch', { ...parts, action: asked ? t('log.actionAsked', { action: parts.action, asked }) : parts.action, shown: number(batch.count), ids });
    }
    if (entry.name) return t('log.summaryNamed', { ...parts, name: isolate(entry.name) });
    if (entry.summary === `${entry.action} ${entry.entityType}`) return t('log.summary', parts);
    return entry.summary;
  };
  return { action, entity, field, id, summary };
}
