import { deliveryFeeCents, priceSummary, toCents, type PricedLine } from '@console/contracts';

const line = (price: number, qty: number, discountPercentage: number, hasFreeShipping = true): PricedLine => ({ price, qty, discountPercentage, hasFreeShipping });

describe('priceSummary', () => {
  it('adds real quantities in integer cents and rounds each line’s discount to the cent', () => {
    // 649.99 × 3 = 1,949.97; 7 % of it = 136.4979 → 136.50. 19.5 × 2 = 39.00; 20 % = 7.80.
    expect(priceSummary([line(649.99, 3, 7), line(19.5, 2, 20)])).toEqual({
      itemCount: 5,
      subtotalCents: 194_997 + 3_900,
      discountCents: 13_650 + 780,
      couponCents: 0,
      deliveryCents: 0,
      totalCents: 194_997 + 3_900 - 13_650 - 780,
    });
  });

  it('never drifts like floating-point dollars do', () => {
    // 0.1 + 0.2 in dollars is 0.30000000000000004; in cents it is 30.
    expect(priceSummary([line(0.1, 1, 3), line(0.2, 1, 3)]).subtotalCents).toBe(30);
    expect(toCents(14.99)).toBe(1499);
  });

  it('takes the coupon off what is left after discounts, and charges delivery per line without free shipping', () => {
    const summary = priceSummary([line(100, 1, 10, false), line(50, 2, 5, false), line(10, 1, 3)], 15);
    // subtotal 210.00, discounts 10.00 + 5.00 + 0.30 = 15.30, coupon 15 % of 194.70 = 29.205 → 29.21
    expect(summary).toMatchObject({ subtotalCents: 21_000, discountCents: 1_530, couponCents: 2_921, deliveryCents: 2 * deliveryFeeCents });
    expect(summary.totalCents).toBe(21_000 - 1_530 - 2_921 + 1_000);
  });

  it('is all zero for an empty cart', () => {
    expect(priceSummary([], 10)).toEqual({ itemCount: 0, subtotalCents: 0, discountCents: 0, couponCents: 0, deliveryCents: 0, totalCents: 0 });
  });
});
