import { useRef } from 'react';
import { ShoppingCart, Trash2 } from 'lucide-react';
import Dropdown from 'react-bootstrap/Dropdown';
import { useSessionStore } from '@console/auth';
import { priceSummary } from '@console/contracts';
import { Link } from '@console/router';
import { ErrorState, SkeletonLines, useFocusAfterRemoval, useFormat } from '@console/ui';
import { useMoney } from '../components/use-money';
import { useCart } from '../hooks/use-cart';
import { useLoadFailure } from '../hooks/use-load-failure';
import { useShopActions } from '../hooks/use-shop-actions';
import { useShopPermissions } from '../hooks/use-shop-permissions';
import { useShopT } from '../i18n/use-shop-t';

/**
 * The navbar's cart (a widget the shell loads from this remote): the count from the same cache
 * entry as the cart page, so the two always agree; until the cart is loaded, the count the
 * sign-in answered (`extras.eCommerceCartItemsCount`), so it is right on first paint.
 */
export default function NavbarCart() {
  const t = useShopT();
  const money = useMoney();
  const { number } = useFormat();
  const cart = useCart();
  const { toggleCart } = useShopActions();
  const may = useShopPermissions();
  const signedInCount = useSessionStore((state) => state.user?.extras.eCommerceCartItemsCount ?? 0);
  const lines = cart.data;
  // Held until Retry: the checkout page fetching the same cart again would swap it for the skeleton.
  const load = useLoadFailure(cart);
  // A removed item takes its focused Remove with it: the next item's Remove (or the empty message)
  // takes the focus, so it stays in the open menu instead of falling to the page.
  const emptyMessage = useRef<HTMLParagraphElement>(null);
  const { listProps } = useFocusAfterRemoval(lines?.map((line) => line.id) ?? [], emptyMessage);
  const summary = lines ? priceSummary(lines) : undefined;
  const count = summary ? summary.itemCount : signedInCount;
  return (
    <Dropdown align="end">
      <Dropdown.Toggle variant="link" className="nav-link position-relative" aria-label={t('cart.navbar', { count, shown: number(count) })}>
        <ShoppingCart size={20} aria-hidden="true" />
        {/* Inside the button's box: a button clips what overflows it (the ripple), and the next button sits right there. */}
        <span className="badge rounded-pill text-bg-primary position-absolute" style={{ top: 0, insetInlineEnd: 0, fontSize: '.65rem' }} aria-hidden="true" data-testid="cart-count">
          {number(count)}
        </span>
      </Dropdown.Toggle>
      {/* A group named by the toggle (react-bootstrap labels the menu with it). */}
      <Dropdown.Menu className="p-3 shop-navbar-cart" role="group">
        {/* Until the cart answers (or when it cannot), say so: the menu never opens empty. */}
        {!lines && load.failed && <ErrorState message={t('cart.loadFailed')} onRetry={load.retry} />}
        {!lines && !load.failed && <SkeletonLines lines={2} label={t('loading')} />}
        {lines && lines.length === 0 && <p className="mb-0" tabIndex={-1} ref={emptyMessage}>{t('cart.emptyTitle')}</p>}
        {lines && lines.length > 0 && (
          <>
            <ul className="list-unstyled d-flex flex-column gap-2 mb-2" aria-label={t('cart.items')} {...listProps}>
              {lines.map((line) => (
                <li key={line.id} className="d-flex align-items-center gap-2">
                  <span className="flex-grow-1 small">{line.name} × {number(line.qty)}</span>
                  {may.remove && (
                    <button type="button" className="btn btn-sm btn-link text-danger" aria-label={t('cart.remove', { name: line.name })} onClick={() => toggleCart(line.id, false)}>
                      <Trash2 size={14} aria-hidden="true" />
                    </button>
                  )}
                </li>
              ))}
            </ul>
            <p className="d-flex justify-content-between fw-semibold mb-2">
              <span>{t('cart.total')}</span>
              <span>{summary ? money(summary.totalCents) : ''}</span>
            </p>
            <Dropdown.Item as={Link} to="/apps/ecommerce/checkout" className="btn btn-primary text-white text-center">{t('cart.checkout')}</Dropdown.Item>
          </>
        )}
      </Dropdown.Menu>
    </Dropdown>
  );
}
