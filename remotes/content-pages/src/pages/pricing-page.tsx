import { useId, useRef, useState } from 'react';
import Accordion from 'react-bootstrap/Accordion';
import toast from 'react-hot-toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { allows, useAbility } from '@console/auth';
import { pricingBillings, pricingPlanKeys, queryKeys, type PricingData, type PricingPlanKey } from '@console/contracts';
import { ConfirmDialog, PageHeader, SectionCard, LoadState, urlParam, useFailureSentence, useUrlState } from '@console/ui';
import { choosePlan } from '../api/content-pages-api';
import '../components/content-pages.css';
import { isFree, PlanCard, planPrice, type Billing } from '../components/plan-card';
import { useMoney } from '../components/use-money';
import { usePricing } from '../hooks/use-content-queries';
import { useContentPagesT } from '../i18n/use-content-pages-t';

const planOf = (data: PricingData, key: PricingPlanKey) => data.pricing[`${key}Plan`];

// The billing the switch shows, in the URL (a reload, Back or a shared link keeps it); none
// (anything else) means the person's own plan's billing, or monthly until that is known.
const pricingParams = { billing: urlParam.oneOf(pricingBillings) };

/**
 * Plans billed monthly or yearly, the popular and current ones marked (with how the current one is
 * billed), a change of plan or of billing confirmed and saved with the billing shown; then the Q&A.
 * A free plan has no billing to choose: it is saved billed monthly.
 */
export default function PricingPage() {
  const t = useContentPagesT();
  const money = useMoney();
  const switchId = useId();
  const client = useQueryClient();
  const failure = useFailureSentence();
  // POST /pricing/plan updates Pricing: whoever may only read sees the plans, with nothing to choose.
  const mayChoose = allows(useAbility(), { action: 'update', subject: 'Pricing' });
  const pricing = usePricing();
  // The switch starts at how the person's plan is billed; what they switch to is kept in the URL.
  const [values, set] = useUrlState(pricingParams);
  // The switch turns at the click: the URL is written by the router a moment later, and a checkbox
  // bound to it alone would spring back meanwhile (read as "not checked", and a check() refused).
  const [switched, setSwitched] = useState<{ from: string; to: Billing } | null>(null);
  const fromUrl = values.billing || (pricing.data?.billing ?? 'monthly');
  // Once the URL says it, the URL leads again (Back then turns the switch back).
  if (switched && fromUrl !== switched.from) setSwitched(null);
  const billing: Billing = switched?.from === fromUrl ? switched.to : fromUrl;
  const switchTo = (to: Billing) => {
    setSwitched({ from: fromUrl, to });
    set({ billing: to });
  };
  const [asking, setAsking] = useState<PricingPlanKey | null>(null);
  // The plan the dialog is about, kept after it closes so its text does not vanish while it fades out.
  const [shown, setShown] = useState<PricingPlanKey | null>(null);
  // The dialog gives focus back to the button that opened it, which a change turns into the disabled
  // "Your current plan": the changed plan's heading takes focus instead of the page body.
  const changedPlan = useRef<PricingPlanKey | null>(null);
  const headings = useRef(new Map<PricingPlanKey, HTMLHeadingElement>());
  const ask = (key: PricingPlanKey) => {
    changedPlan.current = null;
    setShown(key);
    setAsking(key);
  };
  const change = useMutation({
    mutationFn: choosePlan,
    onSuccess: (saved, { plan }) => {
      client.setQueryData<PricingData>(queryKeys.contentPages.pricing, (data) => data && { ...data, currentPlan: saved.currentPlan, billing: saved.billing });
      changedPlan.current = plan;
      toast.success(t('pricing.changed'));
    },
    // Our sentence, then why: a rule's message read back to its key, the kit's words for no answer
    // or a refusal; a 500's text in English only (useFailureSentence).
    onError: (error) => toast.error(failure(t('pricing.changeFailed'), error)),
    onSettled: () => setAsking(null),
  });

  return (
    <>
      <PageHeader title={t('pricing.title')} />
      <p className="text-center lead">{t('pricing.intro')}</p>
      <div className="d-flex justify-content-center align-items-center gap-2 mb-4">
        <span aria-hidden="true">{t('pricing.monthly')}</span>
        <div className="form-check form-switch mb-0">
          <input id={switchId} className="form-check-input" type="checkbox" role="switch" checked={billing === 'yearly'} disabled={!pricing.data} onChange={(event) => switchTo(event.target.checked ? 'yearly' : 'monthly')} />
          <label className="form-check-label" htmlFor={switchId}>
            {t('pricing.yearly')}
          </label>
        </div>
      </div>
      <LoadState query={pricing} loading={t('pricing.loading')} failed={t('pricing.loadFailed')}>
        {(data) => {
          const chosen = shown ? planOf(data, shown) : null;
          return (
            <>
              <div className="row g-4 mb-4">
                {pricingPlanKeys.map((key) => (
                  <div key={key} className="col-md-4">
                    <PlanCard
                      plan={planOf(data, key)}
                      billing={billing}
                      current={data.currentPlan === key ? data.billing : null}
                      onChoose={mayChoose ? () => ask(key) : null}
                      headingRef={(heading) => {
                        if (heading) headings.current.set(key, heading);
                        else headings.current.delete(key);
                      }}
                    />
                  </div>
                ))}
              </div>
              <SectionCard title={t('pricing.questions')}>
                <Accordion>
                  {data.pricing.qandA.map((item) => (
                    <Accordion.Item key={item.question} eventKey={item.question}>
                      <Accordion.Header as="h3">{item.question}</Accordion.Header>
                      <Accordion.Body>{item.ans}</Accordion.Body>
                    </Accordion.Item>
                  ))}
                </Accordion>
              </SectionCard>
              {chosen && shown && (
                <ConfirmDialog
                  show={asking !== null}
                  title={shown === data.currentPlan ? t(`pricing.confirmBillingTitle.${billing}`, { plan: chosen.title }) : t('pricing.confirmTitle', { plan: chosen.title })}
                  confirmLabel={t('pricing.confirm')}
                  // The dialog stays open until the answer: a second press meanwhile must not send the change again.
                  onConfirm={() => {
                    if (asking && !change.isPending) change.mutate({ plan: asking, billing: isFree(chosen) ? 'monthly' : billing });
                  }}
                  onCancel={() => setAsking(null)}
                  // Runs before the dialog's own focus return, which cannot focus a disabled button.
                  onExited={() => {
                    const changed = changedPlan.current;
                    changedPlan.current = null;
                    if (changed) headings.current.get(changed)?.focus();
                  }}
                >
                  {isFree(chosen)
                    ? t('pricing.confirmFree', { plan: chosen.title })
                    : billing === 'monthly'
                      ? t('pricing.confirmMonthly', { plan: chosen.title, price: money(planPrice(chosen, 'monthly').perMonth) })
                      : t('pricing.confirmYearly', { plan: chosen.title, price: money(planPrice(chosen, 'yearly').perYear ?? 0) })}
                </ConfirmDialog>
              )}
            </>
          );
        }}
      </LoadState>
    </>
  );
}
