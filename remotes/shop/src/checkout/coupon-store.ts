import { useMemo, useSyncExternalStore } from 'react';
import type { CouponResponse } from '@console/contracts';
import { useSessionStore } from '@console/auth';

// Kept in the tab's session storage: an applied coupon survives a trip back to the catalogue and a
// reload, as the cart does (the cart lives on the server; the coupon is only checked there, so the
// checkout keeps it). It is stored with its user's id and read only by that user: another account
// signing in in this tab, even when the shop never loaded in between, does not find it.
export const couponStorageKey = 'console.shop.coupon';

interface StoredCoupon extends CouponResponse {
  userId: number;
}

const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

// Where storage is refused (or full), the coupon is kept in the page for its life instead.
let inPage: string | null = null;
let storageRefused = false;

function readRaw(): string | null {
  if (storageRefused) return inPage;
  try {
    return sessionStorage.getItem(couponStorageKey);
  } catch {
    storageRefused = true;
    return inPage;
  }
}

/** What is stored, if it is a coupon: corrupted or hand-edited storage reads as none. */
function parse(raw: string | null): StoredCoupon | null {
  try {
    const value: unknown = JSON.parse(raw ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { code, percent, userId } = value as Record<string, unknown>;
    const valid = typeof code === 'string' && code.trim() !== '' && typeof percent === 'number' && percent > 0 && percent <= 100 && typeof userId === 'number';
    return valid ? { code, percent, userId } : null;
  } catch {
    return null;
  }
}

function store(coupon: StoredCoupon | null) {
  inPage = coupon ? JSON.stringify(coupon) : null;
  try {
    if (inPage) sessionStorage.setItem(couponStorageKey, inPage);
    else sessionStorage.removeItem(couponStorageKey);
  } catch {
    storageRefused = true;
  }
  listeners.forEach((listener) => listener());
}

/** The coupon applied at checkout, until it is removed or the order is placed; none for another user. */
export function useAppliedCoupon(): [CouponResponse | null, (coupon: CouponResponse | null) => void] {
  const userId = useSessionStore((state) => state.user?.id);
  // The stored text is the snapshot (a string compares by value); parsed once per change of it.
  const raw = useSyncExternalStore(subscribe, readRaw);
  const coupon = useMemo(() => {
    const stored = parse(raw);
    return stored && stored.userId === userId ? { code: stored.code, percent: stored.percent } : null;
  }, [raw, userId]);
  const setCoupon = (next: CouponResponse | null) => store(next && userId !== undefined ? { code: next.code, percent: next.percent, userId } : null);
  return [coupon, setCoupon];
}
