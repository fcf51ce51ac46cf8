import type { Server } from 'miragejs';
import type { PricingBilling, PricingData, PricingPlanKey, PricingPlanResponse } from '@console/contracts';
import { contentPagesMessagesEn, PricingPlanChoiceSchema } from '@console/contracts/src/content-pages';
import { apiError, json, readJson } from '../../http';
import { checkBody } from '../../check';
import { jsonIn, requestLanguage } from '../../language';
import { forCaller, type Caller, type CallerOf } from './caller';
import { textsIn } from './content-texts';
import type { PricingTexts } from './translated-texts';

/**
 * The three plans with the spec §9 prices (yearly = per month × 12), and the pricing Q&A: in
 * English, or with `translation`'s words (pricing.fr.ts, .ar.ts, loaded per language: content-texts.ts).
 */
export function seedPricing(translation?: PricingTexts): PricingData {
  const seed = englishPricing();
  if (!translation) return seed;
  const { plans, qandA } = translation;
  const { pricing } = seed;
  return {
    ...seed,
    pricing: {
      basicPlan: { ...pricing.basicPlan, ...plans.basicPlan },
      standardPlan: { ...pricing.standardPlan, ...plans.standardPlan },
      enterprisePlan: { ...pricing.enterprisePlan, ...plans.enterprisePlan },
      qandA,
    },
  };
}

function englishPricing(): PricingData {
  return {
    pricing: {
      basicPlan: {
        title: 'Basic',
        img: '/images/pricing/basic.svg',
        subtitle: 'For a single creator publishing their first channel',
        monthlyPrice: 0,
        yearlyPlan: { perMonth: 0, totalAnnual: 0 },
        planBenefits: ['One channel and 50 videos', 'Uploads up to 1080p', 'Basic viewing analytics', 'Community support'],
        popular: false,
      },
      standardPlan: {
        title: 'Standard',
        img: '/images/pricing/standard.svg',
        subtitle: 'For studios running several shows and live events',
        monthlyPrice: 49,
        yearlyPlan: { perMonth: 40, totalAnnual: 480 },
        planBenefits: [
          'Ten channels and unlimited videos',
          '4K uploads and adaptive streaming',
          'Live streaming up to 4 hours',
          'Ad breaks and sponsorship slots',
          'Email support within one business day',
        ],
        popular: true,
      },
      enterprisePlan: {
        title: 'Enterprise',
        img: '/images/pricing/enterprise.svg',
        subtitle: 'For networks with their own ad sales and subscriber base',
        monthlyPrice: 99,
        yearlyPlan: { perMonth: 80, totalAnnual: 960 },
        planBenefits: [
          'Unlimited channels and team seats',
          '24/7 live streaming with backup ingest',
          'Programmatic ad sales and reporting',
          'Subscriber paywalls and bundles',
          'A named success manager',
        ],
        popular: false,
      },
      qandA: [
        { question: 'Does my subscription renew automatically?', ans: 'Yes. Monthly plans renew every month and yearly plans every year, on the day you first subscribed. You can turn renewal off in the billing settings at any time.' },
        { question: 'Can I move between plans?', ans: 'You can upgrade straight away and only pay the difference for the rest of the period. Downgrades take effect when the current period ends.' },
        { question: 'What happens to my videos if I downgrade to Basic?', ans: 'Nothing is deleted. Videos over the Basic limit stay private until you choose which 50 to keep public or upgrade again.' },
        { question: 'Do you offer discounts for schools and non-profits?', ans: 'Yes. Accredited schools and registered charities get the Standard plan at the Basic price. Write to our sales team with proof of status.' },
      ],
    },
    currentPlan: 'basic',
    billing: 'monthly',
  };
}

/** A caller's plan and how it is paid (the stored state's value since version 3). */
interface PricingChoice {
  plan: PricingPlanKey;
  billing: PricingBilling;
}

/** GET /pricing/data (with the caller's plan and billing) and POST /pricing/plan (docs/api/content-pages.md). */
export function pricingRoutes(server: Server, callerOf: CallerOf): Record<string, object> {
  // Everyone starts on the free plan, billed monthly; a choice is kept per caller.
  const choices = new Map<number, PricingChoice>();
  const choiceOf = (caller: Caller): PricingChoice => choices.get(caller.id) ?? { plan: 'basic', billing: 'monthly' };

  // The plans and questions are read-only catalogue texts, in the caller's language.
  server.get('/pricing/data', forCaller(callerOf, async (caller, request) => {
    const language = requestLanguage(request);
    const { pricing } = seedPricing((await textsIn(language))?.pricing);
    const { plan, billing } = choiceOf(caller);
    return jsonIn(language, 200, { pricing, currentPlan: plan, billing } satisfies PricingData);
  }));

  server.post('/pricing/plan', forCaller(callerOf, (caller, request) => {
    const checked = checkBody(PricingPlanChoiceSchema, readJson(request));
    if (!checked.ok) return apiError(400, contentPagesMessagesEn['pages.errors.planNotValid'], checked.errors);
    const { plan, billing } = checked.value;
    choices.set(caller.id, { plan, billing });
    return json(200, { currentPlan: plan, billing } satisfies PricingPlanResponse);
  }));
  // What it changes, kept in the browser by the domain (PersistedState).
  return { pricingPlans: choices };
}

/**
 * Saved data of version 2, whose `pricingPlans` held a plan key per caller, in version 3's shape:
 * the same plan, billed monthly (the only billing version 2 kept).
 */
export function pricingChoicesFromVersion2(saved: Record<string, unknown>): Record<string, unknown> {
  const plans = saved.pricingPlans;
  // By tag, not instanceof: a structured clone may come from another realm (persist/restore.ts).
  if (Object.prototype.toString.call(plans) !== '[object Map]') return saved;
  const map = plans as Map<number, PricingChoice | PricingPlanKey>;
  for (const [id, plan] of map) if (typeof plan === 'string') map.set(id, { plan, billing: 'monthly' });
  return saved;
}
