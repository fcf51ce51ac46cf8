import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { FileDown } from 'lucide-react';
import { beaconEvents, distributionQueryKeys, type BeaconEvent, type BeaconStats, type CardColor } from '@console/contracts';
import { DataTable, DateFilter, ErrorState, FilterBar, PageHeader, SectionCard, SkeletonLines, datedFileName, downloadCsv, toCsv, isReversedRange, urlParam, useFormat, useUrlState, useFailureSentence, type CsvColumn, type DataColumn, type FilterSelect } from '@console/ui';
import { listStatus } from '@console/ui/query';
import { fetchBeacons } from '../api/distribution-api';
import { BrandNamesNotice } from '../components/brand-names-notice';
import { BeaconFunnel } from '../components/beacon-funnel';
import { ConsoleLink } from '../components/console-link';
import { LineChart } from '../charts/line-chart';
import { useBrands } from '../hooks/use-catalogue';
import { useDistributionT } from '../i18n/use-distribution-t';

const schema = { from: urlParam.day(), to: urlParam.day(), brandId: urlParam.int(0, 0) };
const charted: { event: 'impression' | 'start' | 'complete' | 'click'; color: CardColor }[] = [
  { event: 'impression', color: 'primary' },
  { event: 'start', color: 'info' },
  { event: 'complete', color: 'success' },
  { event: 'click', color: 'warning' },
];
type TopRow = BeaconStats['topVideos'][number];

/**
 * The CSV's columns, named as the English page names them, in every language (as every export of
 * the console: a file read by formulas or scripts must not change shape with the screen's language).
 */
const csvHeaders: Record<BeaconEvent | 'day', string> = {
  day: 'Day',
  impression: 'Impressions',
  start: 'Starts',
  firstQuartile: 'First quartile',
  midpoint: 'Midpoint',
  thirdQuartile: 'Third quartile',
  complete: 'Completes',
  click: 'Clicks',
  error: 'Errors',
};

/** Playback and ad beacons: the range and brand in the URL, aggregated by the API; chart, funnel, top videos, CSV. */
export default function BeaconsPage() {
  const t = useDistributionT();
  const { number, date } = useFormat();
  const failure = useFailureSentence();
  const [state, setState] = useUrlState(schema);
  const query = { from: state.from, to: state.to, ...(state.brandId ? { brandId: state.brandId } : {}) };
  // An end before the start is said at the field, and not asked: the last range's figures stay.
  // A date left empty is the one the API chose (the last range's), as the field shows it.
  const [shown, setShown] = useState<{ from: string; to: string } | null>(null);
  const from = state.from || shown?.from || '';
  const to = state.to || shown?.to || '';
  const reversed = isReversedRange(from, to);
  const stats = useQuery({ queryKey: distributionQueryKeys.beacons(query), queryFn: ({ signal }) => fetchBeacons(query, signal), placeholderData: keepPreviousData, enabled: !reversed });
  const brandList = useBrands();
  const brands = brandList.data ?? [];
  const brandFilter: FilterSelect = {
    id: 'brand',
    label: t('brand'),
    value: state.brandId ? String(state.brandId) : '',
    options: brands.map((brand) => ({ value: String(brand.id), label: brand.name })),
    optionsLoaded: brandList.isSuccess,
    allLabel: t('allBrands'),
    onChange: (value) => setState({ brandId: Number(value) || 0 }),
  };
  const data = stats.data;
  // A day outside the data is read as its first or last day (the API clamps): said at the field.
  const before = Boolean(data && state.from && state.from < data.range.first);
  const after = Boolean(data && state.to && state.to > data.range.last);
  if (data && (data.from !== shown?.from || data.to !== shown?.to)) setShown({ from: data.from, to: data.to });
  // The day stays ISO (YYYY-MM-DD), which every spreadsheet reads as a date, and the
  // counts stay numbers (no thousands separators), so they can be summed.
  const exportCsv = () => {
    if (!data) return;
    const rows = data.days.map((one, index) => ({ day: one, index }));
    const counts = beaconEvents.map((event): CsvColumn<(typeof rows)[number]> => ({ header: csvHeaders[event], value: (row) => data.series[event][row.index] ?? 0 }));
    downloadCsv(datedFileName('beacons'), toCsv(rows, [{ header: csvHeaders.day, value: (row) => row.day }, ...counts]));
  };
  const columns: DataColumn<TopRow>[] = [
    { id: 'title', header: t('beacons.video'), cell: (row) => <ConsoleLink to={`/media/videos/${row.videoId}`}>{row.title}</ConsoleLink> },
    ...(['impression', 'start', 'complete', 'click', 'error'] as const).map((event) => ({ id: event, header: t(`beacons.events.${event}`), className: 'text-end', cell: (row: TopRow) => number(row.counts[event]) })),
  ];
  return (
    <div className="d-flex flex-column gap-3">
      <PageHeader
        title={t('beacons.title')}
        actions={
          <button type="button" className="btn btn-outline-primary" disabled={!data} onClick={exportCsv}>
            <FileDown size={16} aria-hidden="true" /> {t('beacons.export')}
          </button>
        }
      />
      <section className="card">
        {/* The days are filters like the Brand select: in the search landmark, counted, and cleared by Clear filters. */}
        <FilterBar
          label={t('beacons.title')}
          filters={[brandFilter]}
          more={
            <>
              <DateFilter
                label={t('beacons.from')}
                min={data?.range.first}
                max={data?.range.last}
                value={from}
                onChange={(next) => setState({ from: next })}
                hint={before && data ? t('beacons.noneBefore', { first: date(data.range.first) }) : undefined}
              />
              <DateFilter
                label={t('beacons.to')}
                min={data?.range.first}
                max={data?.range.last}
                value={to}
                onChange={(next) => setState({ to: next })}
                error={reversed ? t('beacons.datesInvalid') : undefined}
                hint={after && data ? t('beacons.noneAfter', { last: date(data.range.last) }) : undefined}
              />
            </>
          }
          moreActive={Number(Boolean(state.from)) + Number(Boolean(state.to))}
          onClear={() => setState({ from: '', to: '', brandId: 0 })}
        >
          {data && <p className="small text-body-secondary mb-0">{t('beacons.range', { first: date(data.range.first), last: date(data.range.last) })}</p>}
        </FilterBar>
        <BrandNamesNotice />
      </section>
      {stats.isError && !data ? (
        <ErrorState message={failure(t('beacons.loadFailed'), stats.error)} onRetry={() => void stats.refetch()} />
      ) : !data ? (
        // A reversed range is not asked (its field says why): nothing is loading then.
        !reversed && <SkeletonLines lines={6} label={t('loading')} />
      ) : (
        <>
          {stats.isError && <ErrorState message={failure(t('beacons.loadFailed'), stats.error)} stale onRetry={() => void stats.refetch()} />}
          <div className="row g-3">
            <div className="col-lg-8">
              <SectionCard title={t('beacons.chart')}>
                <div role="group" aria-label={t('beacons.chart')} aria-busy={stats.isFetching}>
                  <LineChart
                    caption={t('beacons.chart')}
                    rowHeader={t('beacons.day')}
                    labels={data.days.map((one) => date(one, { day: 'numeric', month: 'short' }))}
                    series={charted.map(({ event, color }) => ({ name: t(`beacons.events.${event}`), data: data.series[event], color }))}
                    format={(value) => number(value)}
                  />
                </div>
              </SectionCard>
            </div>
            <div className="col-lg-4">
              <SectionCard title={t('beacons.funnel')}>
                <BeaconFunnel totals={data.totals} />
              </SectionCard>
            </div>
          </div>
          <SectionCard title={t('beacons.top')} body="flush">
            <DataTable label={t('beacons.top')} columns={columns} rows={data.topVideos} getRowId={(row) => String(row.videoId)} status={listStatus(stats)} emptyMessage={t('beacons.empty')} rowHeader="title" onRetry={() => void stats.refetch()} />
          </SectionCard>
        </>
      )}
    </div>
  );
}
