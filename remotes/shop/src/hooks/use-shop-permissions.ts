import { allows, useAbility } from '@console/auth';
import { shopAccess } from '../remote-meta';

/**
 * What the account may change in the shop, as the mock API's guard asks it of the shop's subject:
 * adding to the cart or the wishlist and changing a quantity is `create`, removing is `delete`,
 * a coupon or an order is `update`. A control the account may not use is not offered.
 */
export function useShopPermissions() {
  const ability = useAbility();
  const may = (action: 'create' | 'delete' | 'update') => allows(ability, { action, subject: shopAccess.subject });
  return { add: may('create'), remove: may('delete'), order: may('update') };
}
