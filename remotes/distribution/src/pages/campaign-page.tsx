import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Eye, MousePointerClick, Percent, Pencil, Wallet } from 'lucide-react';
import { allows, isNotFound, useAbility } from '@console/auth';
import { distributionQueryKeys } from '@console/contracts';
import { useParams } from '@console/router';
import { DeletedElsewhereNotice, EmptyState, ErrorState, PageHeader, RecordNotFound, routeId, SectionCard, SkeletonLines, StatCard, StatGrid, useFailureSentence, useFormat } from '@console/ui';
import { fetchCampaign, fetchCampaignStats } from '../api/distribution-api';
import { BrandNamesNotice } from '../components/brand-names-notice';
import { CampaignPanel } from '../components/campaign-panel';
import { CampaignStatusBadge } from '../components/campaign-status';
import { LineChart } from '../charts/line-chart';
import { useBrandName } from '../hooks/use-catalogue';
import { useDistributionT } from '../i18n/use-distribution-t';

/** One campaign: its settings and its impressions, clicks, CTR and spend over time. */
export default function CampaignPage() {
  const t = useDistributionT();
  const { number, date, list } = useFormat();
  const failure = useFailureSentence();
  // 0 for no id a campaign can have ('abc', '007'): nothing is asked, the page is not found.
  const id = routeId(useParams().id) ?? 0;
  const mayUpdate = allows(useAbility(), { action: 'update', subject: 'SearchCampaign' });
  const campaign = useQuery({ queryKey: distributionQueryKeys.campaign(id), queryFn: ({ signal }) => fetchCampaign(id, signal), enabled: id > 0 });
  const stats = useQuery({ queryKey: distributionQueryKeys.campaignStats(id), queryFn: ({ signal }) => fetchCampaignStats(id, signal), enabled: id > 0 });
  const brandName = useBrandName();
  const [editing, setEditing] = useState(false);
  const money = (value: number) => number(value, { style: 'currency', currency: 'EUR' });
  const percent = (value: number) => number(value, { style: 'percent', maximumFractionDigits: 2 });

  const data = campaign.data;
  // A 404 once the campaign has loaded (deleted in another tab or by someone else) keeps the page
  // and an open edit panel with what was typed in it; only a campaign never loaded is "not found".
  const deleted = isNotFound(campaign.error);
  const listPath = '/distribution/campaigns';
  // Its own words and the way back to its list: the kit's NotFound is the console's "Page not found", home only.
  if (id === 0 || (deleted && !data)) return <RecordNotFound title={t('campaigns.notFound')} text={t('notFoundText')} back={{ label: t('campaigns.back'), to: listPath, action: t('campaigns.backToList') }} />;
  return (
    <div className="d-flex flex-column gap-3">
      <PageHeader
        title={data?.name ?? t('campaigns.title')}
        breadcrumb={[{ label: t('campaigns.back'), to: listPath }]}
        actions={
          data && mayUpdate && data.status !== 'ended' && (
            <button type="button" className="btn btn-outline-secondary text-wrap-anywhere" onClick={() => setEditing(true)}>
              <Pencil size={16} aria-hidden="true" /> {t('edit', { name: data.name })}
            </button>
          )
        }
      />
      {deleted && <DeletedElsewhereNotice text={t('campaigns.deletedElsewhere')} back={{ label: t('campaigns.backToList'), to: listPath }} />}
      <BrandNamesNotice />
      {campaign.isError && !deleted ? (
        <ErrorState message={failure(t('campaigns.loadFailed'), campaign.error)} onRetry={() => void campaign.refetch()} />
      ) : !data ? (
        <SkeletonLines lines={3} label={t('loading')} />
      ) : (
        <SectionCard title={t('campaigns.details')}>
          <dl className="row mb-0">
            <dt className="col-sm-4">{t('campaigns.fields.status')}</dt>
            <dd className="col-sm-8"><CampaignStatusBadge status={data.status} /></dd>
            <dt className="col-sm-4">{t('campaigns.fields.brandId')}</dt>
            <dd className="col-sm-8">{brandName(data.brandId)}</dd>
            <dt className="col-sm-4">{t('campaigns.fields.keywords')}</dt>
            <dd className="col-sm-8">{list(data.keywords)}</dd>
            <dt className="col-sm-4">{t('campaigns.columns.dates')}</dt>
            <dd className="col-sm-8">{`${date(data.startDate)} – ${date(data.endDate)}`}</dd>
            <dt className="col-sm-4">{t('campaigns.fields.dailyBudget')}</dt>
            <dd className="col-sm-8 mb-0">{money(data.dailyBudget)}</dd>
          </dl>
        </SectionCard>
      )}
      <SectionCard title={t('campaigns.results')}>
        {stats.isError ? (
          <ErrorState message={failure(t('campaigns.statsFailed'), stats.error)} onRetry={() => void stats.refetch()} />
        ) : !stats.data ? (
          <SkeletonLines lines={4} label={t('loading')} />
        ) : !stats.data.days.length ? (
          <EmptyState text={t('campaigns.noResults')} />
        ) : (
          <div className="d-flex flex-column gap-3">
            <StatGrid>
              <StatCard icon={Eye} label={t('campaigns.impressions')} value={number(stats.data.totals.impressions)} />
              <StatCard icon={MousePointerClick} label={t('campaigns.clicks')} value={number(stats.data.totals.clicks)} tone="success" />
              <StatCard icon={Percent} label={t('campaigns.ctr')} value={percent(stats.data.totals.ctr)} tone="info" />
              <StatCard icon={Wallet} label={t('campaigns.spend')} value={money(stats.data.totals.spend)} tone="warning" />
            </StatGrid>
            <LineChart
              caption={t('campaigns.results')}
              rowHeader={t('campaigns.day')}
              labels={dayLabels(stats.data.days.map((day) => day.date), date)}
              series={[
                { name: t('campaigns.impressions'), data: stats.data.days.map((day) => day.impressions), color: 'primary' },
                { name: t('campaigns.clicks'), data: stats.data.days.map((day) => day.clicks), color: 'success' },
                { name: t('campaigns.spend'), data: stats.data.days.map((day) => day.spend), color: 'warning', format: money },
              ]}
              format={(value) => number(value)}
            />
          </div>
        )}
      </SectionCard>
      {editing && data && <CampaignPanel campaign={data} onHide={() => setEditing(false)} />}
    </div>
  );
}

/** The results' days: with their year when they run over two years (Dec 30, Dec 31, Jan 1 would not say which January). */
function dayLabels(days: readonly string[], date: (isoDay: string, options: Intl.DateTimeFormatOptions) => string): string[] {
  const year = new Set(days.map((day) => day.slice(0, 4))).size > 1 ? ('numeric' as const) : undefined;
  return days.map((day) => date(day, { day: 'numeric', month: 'short', year }));
}
