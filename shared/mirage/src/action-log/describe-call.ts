import { apiAreaFor } from '../domain-index';

/** What a write call does, read from its route's path pattern and verb. */
export interface CallShape {
  action: string;
  entityType: string;
  /** The entity's own path pattern ('/api/media/videos/:id'), where a GET may answer it; null without an id. */
  entityPattern: string | null;
  /** The collection's path pattern ('/api/media/videos'), whose GET lists it. */
  collectionPattern: string;
  /** Set when the call names its one record in its body or query, not its path (`/apps/users/delete?id=3`). */
  idOutsidePath?: true;
}

const special: Record<string, { action: string; entityType: string }> = {
  '/jwt/login': { action: 'sign-in', entityType: 'Session' },
  '/jwt/register': { action: 'register', entityType: 'Session' },
  '/jwt/logout': { action: 'sign-out', entityType: 'Session' },
  '/jwt/forgot-password': { action: 'reset-request', entityType: 'Password' },
  '/jwt/reset-password': { action: 'reset', entityType: 'Password' },
};

// A POST's last word that names an operation on a collection rather than the collection.
const operationWord = /^(bulk|import|reorder|send|read|read-all|publish|vote)$/;
// A POST's last word that changes records already there: 'update-task', 'update-emails-label', 'edit'.
const updateWord = /^(update|edit)(-|$)/;
/**
 * POSTs that save a record already there although no word of theirs says so: each tab of the
 * caller's account settings, a knowledge base article, the caller's pricing plan and chat status.
 */
const savesExisting = /^\/(account-setting\/[^/]+|faq\/data\/question|pricing\/plan|apps\/chat\/users\/profile-user)$/;
/**
 * The caller's own cart and wishlist: a call there puts a product of the catalogue in or out of the
 * caller's list; it neither creates nor deletes a product. Named for what it does, and read as the
 * catalogue shows the product to the caller (its `isInCart`, `isInWishlist`). A cart line's new
 * quantity (PATCH) is an update of the line, read from the cart.
 */
const shopLists: Record<string, string> = {
  'post /apps/ecommerce/cart': 'add-to-cart',
  'delete /apps/ecommerce/cart/:productId': 'remove-from-cart',
  'post /apps/ecommerce/wishlist': 'add-to-wishlist',
  'delete /apps/ecommerce/wishlist/:productId': 'remove-from-wishlist',
};
const catalogue = '/apps/ecommerce/products';
const verbAction = (verb: string) => (verb === 'post' ? 'create' : verb === 'delete' ? 'delete' : 'update');
const nounOf = (word: string) => word.replace(/(^|-)([a-z])/g, (_all, _dash: string, letter: string) => letter.toUpperCase()).replace(/ies$/, 'y').replace(/s$/, '');
/** The collection an update word names: 'update-task' → 'tasks', 'update-emails-label' → 'emails'; none for a bare 'update'. */
const namedCollection = (word: string) => {
  const noun = word.replace(updateWord, '').split('-')[0] ?? '';
  return noun ? (noun.endsWith('s') ? noun : `${noun}s`) : null;
};

/**
 * The action (create, update, delete, or the call's own last word: 'publish', 'bulk', 'sdk-key', or
 * what a cart or wishlist call does: 'add-to-cart'), the entity type (the API area's CASL subject,
 * else its path's noun) and where the entity is read.
 */
export function describeCall(verb: string, pattern: string): CallShape {
  const parts = pattern.split('/').filter(Boolean);
  const idAt = parts.findIndex((part) => part.startsWith(':'));
  let collection = idAt < 0 ? parts : parts.slice(0, idAt);
  let action = idAt >= 0 && idAt < parts.length - 1 ? parts.slice(idAt + 1).join('/') : verbAction(verb);
  const last = parts.at(-1) ?? '';
  if (idAt < 0 && verb === 'post' && parts.length > 2 && operationWord.test(last)) {
    collection = parts.slice(0, -1);
    action = last;
  } else if (idAt < 0 && verb === 'post' && parts.length > 1 && updateWord.test(last)) {
    // '/apps/todo/update-task' updates a task of '/apps/todo/tasks'; '/blog/list/data/edit' a post of '/blog/list/data'.
    const named = namedCollection(last);
    collection = named ? [...parts.slice(0, -1), named] : parts.slice(0, -1);
    action = 'update';
  } else if (idAt < 0 && verb === 'post' && savesExisting.test(pattern)) {
    action = 'update';
  }
  const subject = apiAreaFor(pattern)?.area.subject;
  const entityType = subject && subject !== 'all' ? subject : nounOf(collection.at(-1) ?? 'record');
  const listed = shopLists[`${verb} ${pattern}`];
  if (listed) return { action: listed, entityType, entityPattern: `${catalogue}/:id`, collectionPattern: catalogue, ...(idAt < 0 && { idOutsidePath: true as const }) };
  const fixed = special[pattern];
  const shape: CallShape = {
    action: fixed?.action ?? action,
    entityType: fixed?.entityType ?? entityType,
    entityPattern: idAt < 0 ? null : `/${parts.slice(0, idAt + 1).join('/')}`,
    collectionPattern: `/${collection.join('/')}`,
  };
  // An update or delete with no id in its path names its record in its body (`{ task: { id } }`) or query (`?id=`).
  if (idAt < 0 && !fixed && (shape.action === 'update' || shape.action === 'delete')) shape.idOutsidePath = true;
  return shape;
}
