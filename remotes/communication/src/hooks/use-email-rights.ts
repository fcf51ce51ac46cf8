import { allows, useAbility } from '@console/auth';

/**
 * What the user's abilities let them do to mail, as the mock's guard checks the calls: send-email
 * creates an Email; update-emails (star, read, move, delete), update-emails-label and save-draft
 * update one. A user who may do neither only reads: no button offers what would be refused.
 */
export function useEmailRights() {
  const ability = useAbility();
  const change = allows(ability, { action: 'update', subject: 'Email' });
  const send = allows(ability, { action: 'create', subject: 'Email' });
  return {
    /** Star, read or unread, move, label, delete, save a draft. */
    change,
    /** The compose panel has something to offer: Send, or Save draft. */
    compose: send || change,
  };
}
