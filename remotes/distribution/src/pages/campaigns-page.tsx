import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { campaignStatuses, distributionQueryKeys, type SearchCampaign } from '@console/contracts';
import { Link } from '@console/router';
import { FilterBar, urlParam, useFormat, useUrlState, type DataColumn } from '@console/ui';
import { deleteCampaign, fetchCampaigns } from '../api/distribution-api';
import { BrandNamesNotice } from '../components/brand-names-notice';
import { CampaignPanel } from '../components/campaign-panel';
import { CampaignStatusBadge } from '../components/campaign-status';
import { CrudListPage } from '../components/crud-list-page';
import { useBrandName, useBrands } from '../hooks/use-catalogue';
import { useDistributionT } from '../i18n/use-distribution-t';

const schema = { q: urlParam.text(), status: urlParam.oneOf(campaignStatuses), brandId: urlParam.int(0, 0) };

/** Search campaigns: filters in the URL, add, edit (allowed status moves only), delete. */
export default function CampaignsPage() {
  const t = useDistributionT();
  const { number, date, list } = useFormat();
  const client = useQueryClient();
  const [state, setState] = useUrlState(schema);
  const query = { q: state.q || undefined, status: state.status || undefined, brandId: state.brandId || undefined };
  const campaigns = useQuery({ queryKey: distributionQueryKeys.campaigns(query), queryFn: ({ signal }) => fetchCampaigns(query, signal), placeholderData: keepPreviousData });
  const brandList = useBrands();
  const brands = brandList.data ?? [];
  const brandName = useBrandName();
  const money = (value: number) => number(value, { style: 'currency', currency: 'EUR' });

  const columns: DataColumn<SearchCampaign>[] = [
    { id: 'name', header: t('campaigns.columns.name'), cell: (row) => <Link to={`/distribution/campaigns/${row.id}`}>{row.name}</Link> },
    { id: 'brand', header: t('campaigns.columns.brand'), cell: (row) => brandName(row.brandId) },
    { id: 'keywords', header: t('campaigns.columns.keywords'), cell: (row) => list(row.keywords) },
    { id: 'dates', header: t('campaigns.columns.dates'), className: 'text-nowrap', cell: (row) => `${date(row.startDate)} – ${date(row.endDate)}` },
    { id: 'budget', header: t('campaigns.columns.budget'), className: 'text-end', cell: (row) => money(row.dailyBudget) },
    { id: 'status', header: t('campaigns.columns.status'), cell: (row) => <CampaignStatusBadge status={row.status} /> },
  ];
  return (
    <CrudListPage
      title={t('campaigns.title')}
      listHeading={t('campaigns.list')}
      addLabel={t('campaigns.add')}
      emptyMessage={t('campaigns.empty')}
      subject="SearchCampaign"
      query={campaigns}
      columns={columns}
      notice={<BrandNamesNotice />}
      editable={(row) => row.status !== 'ended'}
      onDelete={async (row) => {
        await deleteCampaign(row.id);
        await client.invalidateQueries({ queryKey: distributionQueryKeys.all });
      }}
      panel={(editing, close) => <CampaignPanel key={editing?.id ?? 'new'} campaign={editing} onHide={close} />}
      filters={
        <FilterBar
          search={{ label: t('campaigns.search'), value: state.q, onSearch: (q) => setState({ q }, { replace: true }) }}
          filters={[
            { id: 'status', label: t('status'), allLabel: t('campaigns.allStatuses'), value: state.status, options: campaignStatuses.map((value) => ({ value, label: t(`campaigns.statuses.${value}`) })), onChange: (value) => setState({ status: value as SearchCampaign['status'] | '' }) },
            { id: 'brand', label: t('brand'), allLabel: t('allBrands'), value: state.brandId ? String(state.brandId) : '', options: brands.map((brand) => ({ value: String(brand.id), label: brand.name })), optionsLoaded: brandList.isSuccess, onChange: (value) => setState({ brandId: Number(value) || 0 }) },
          ]}
          onClear={() => setState({ q: '', status: '', brandId: 0 })}
        />
      }
    />
  );
}
