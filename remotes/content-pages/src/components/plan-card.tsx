import type { Ref } from 'react';
import { Check } from 'lucide-react';
import type { PricingBilling, PricingPlan } from '@console/contracts';
import { useContentPagesT } from '../i18n/use-content-pages-t';
import { ContentImage } from './content-image';
import { useMoney } from './use-money';

export type Billing = PricingBilling;

/** A plan that costs nothing (spec §9's Basic): monthly or yearly, it costs the same, so it has no billing to switch. */
export const isFree = (plan: PricingPlan) => plan.monthlyPrice === 0;

/** A plan's price a month and, billed yearly, its year's total (spec §9's constants, as the API gives them). */
export function planPrice(plan: PricingPlan, billing: Billing): { perMonth: number; perYear: number | null } {
  return billing === 'monthly' ? { perMonth: plan.monthlyPrice, perYear: null } : { perMonth: plan.yearlyPlan.perMonth, perYear: plan.yearlyPlan.totalAnnual };
}

interface PlanCardProps {
  plan: PricingPlan;
  /** The billing the prices are shown for (the page's switch). */
  billing: Billing;
  /** How the person's plan is billed when this is their plan, else null. */
  current: Billing | null;
  /** null: the plan cannot be chosen here (the user may not change plans: no button to be refused). */
  onChoose: (() => void) | null;
  /** The plan's heading (focusable from script): where focus goes once the plan has been chosen. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/**
 * One plan: its price for the billing shown, benefits, the popular mark and the person's current
 * plan with its billing. Their plan under the other billing can still be chosen: that changes how it is
 * paid, unless it is free (nothing to pay either way).
 */
export function PlanCard({ plan, billing, current, onChoose, headingRef }: PlanCardProps) {
  const t = useContentPagesT();
  const money = useMoney();
  const price = planPrice(plan, billing);
  return (
    <article className={`card h-100 ${plan.popular ? 'border-primary border-2' : ''}`} aria-labelledby={`plan-${plan.title}`}>
      <div className="card-body d-flex flex-column gap-3 text-center">
        <div className="d-flex justify-content-center gap-2" style={{ minHeight: '1.5rem' }}>
          {plan.popular && <span className="badge text-bg-primary">{t('pricing.popular')}</span>}
          {/* A free plan is billed neither way. */}
          {current && <span className="badge text-bg-success">{t(`pricing.current.${isFree(plan) ? 'free' : current}`)}</span>}
        </div>
        <ContentImage path={plan.img} alt={t('pricing.planPicture', { plan: plan.title })} className="content-plan-image mx-auto rounded" />
        <h2 ref={headingRef} id={`plan-${plan.title}`} className="h4 mb-0" tabIndex={-1}>
          {plan.title}
        </h2>
        <p className="text-body-secondary mb-0">{plan.subtitle}</p>
        <p className="mb-0">
          <span className="display-6 fw-semibold">{money(price.perMonth)}</span> <span className="text-body-secondary">{t('pricing.perMonth')}</span>
        </p>
        <p className="small text-body-secondary mb-0" style={{ minHeight: '1.5rem' }}>
          {price.perYear !== null && t('pricing.billedYearly', { total: money(price.perYear) })}
        </p>
        <ul className="list-unstyled text-start d-flex flex-column gap-2 mb-0 flex-grow-1" aria-label={t('pricing.benefits', { plan: plan.title })}>
          {plan.planBenefits.map((benefit) => (
            <li key={benefit} className="d-flex gap-2">
              <Check size={16} aria-hidden="true" className="text-success-emphasis flex-shrink-0 mt-1" /> {benefit}
            </li>
          ))}
        </ul>
        {current === billing || (current && isFree(plan)) ? (
          <button type="button" className="btn btn-success" disabled>
            {t('pricing.yourPlan')}
          </button>
        ) : (
          onChoose && (
            <button type="button" className={plan.popular ? 'btn btn-primary' : 'btn btn-outline-primary'} onClick={onChoose}>
              {current ? t(`pricing.switchBilling.${billing}`) : t('pricing.choose', { plan: plan.title })}
            </button>
          )
        )}
      </div>
    </article>
  );
}
