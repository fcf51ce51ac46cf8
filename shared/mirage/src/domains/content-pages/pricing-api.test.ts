import * as v from 'valibot';
import { PricingDataSchema } from '@console/contracts/src/content-pages';
import { mockApi } from '../../test-kit';
import { contentPagesDomain } from '.';

const { get, call } = mockApi(() => [contentPagesDomain()]);

describe('GET /pricing/data and POST /pricing/plan', () => {
  it("answers the caller's plan (Basic, billed monthly, to begin with) and changes it", async () => {
    expect((await get('/pricing/data')).body).toMatchObject({ currentPlan: 'basic', billing: 'monthly' });
    expect(await call('POST', '/pricing/plan', { plan: 'enterprise' })).toEqual({ status: 200, body: { currentPlan: 'enterprise', billing: 'monthly' } });
    expect((await get('/pricing/data')).body).toMatchObject({ currentPlan: 'enterprise', billing: 'monthly' });
    expect(await call('POST', '/pricing/plan', { plan: 'gold' })).toMatchObject({ status: 400, body: { errors: { plan: 'Choose the Basic, Standard or Enterprise plan.' } } });
  });

  it('keeps a plan billed yearly and answers it with the plan; without a billing it is monthly again', async () => {
    expect(await call('POST', '/pricing/plan', { plan: 'standard', billing: 'yearly' })).toEqual({ status: 200, body: { currentPlan: 'standard', billing: 'yearly' } });
    const { body } = await get('/pricing/data');
    expect(body).toMatchObject({ currentPlan: 'standard', billing: 'yearly' });
    expect(v.safeParse(PricingDataSchema, body).success).toBe(true);
    expect(await call('POST', '/pricing/plan', { plan: 'standard' })).toEqual({ status: 200, body: { currentPlan: 'standard', billing: 'monthly' } });
  });

  it('refuses another billing at its field and changes nothing', async () => {
    await call('POST', '/pricing/plan', { plan: 'enterprise', billing: 'yearly' });
    expect(await call('POST', '/pricing/plan', { plan: 'standard', billing: 'weekly' })).toEqual({
      status: 400,
      body: { message: 'The plan is not valid.', errors: { billing: 'This value is not valid.' } },
    });
    expect((await get('/pricing/data')).body).toMatchObject({ currentPlan: 'enterprise', billing: 'yearly' });
  });
});

describe('saved data of an older version', () => {
  const migrate = (saved: Record<string, unknown>, fromVersion: number) => contentPagesDomain().persist?.migrate?.(saved, fromVersion);

  it('keeps the plans version 2 saved, billed monthly (version 2 kept the plan alone)', () => {
    const migrated = migrate({ pricingPlans: new Map([[1, 'enterprise'], [2, 'standard']]) }, 2);
    expect(migrated?.pricingPlans).toEqual(new Map([[1, { plan: 'enterprise', billing: 'monthly' }], [2, { plan: 'standard', billing: 'monthly' }]]));
  });

  it('brings version 1 data through both steps', () => {
    const migrated = migrate({ pricingPlans: new Map([[1, 'standard']]) }, 1);
    expect(migrated?.pricingPlans).toEqual(new Map([[1, { plan: 'standard', billing: 'monthly' }]]));
  });

  it('reseeds data of an unknown version', () => {
    expect(migrate({ pricingPlans: new Map() }, 0)).toBeUndefined();
  });
});
