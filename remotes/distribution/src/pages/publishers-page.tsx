import { useQuery, useQueryClient } from '@tanstack/react-query';
import { allows, useAbility } from '@console/auth';
import { distributionQueryKeys, type PublisherRow } from '@console/contracts';
import { useFormat, type DataColumn } from '@console/ui';
import { deletePublisher, fetchPublishers } from '../api/distribution-api';
import { BrandNamesNotice } from '../components/brand-names-notice';
import { CrudListPage } from '../components/crud-list-page';
import { PublisherPanel } from '../components/publisher-panel';
import { SdkKeyCell } from '../components/sdk-key-cell';
import { useBrandName } from '../hooks/use-catalogue';
import { useDistributionT } from '../i18n/use-distribution-t';

/** Publishers: list, add, edit, delete; each one's SDK key masked, copied or regenerated. */
export default function PublishersPage() {
  const t = useDistributionT();
  const { number, list } = useFormat();
  const client = useQueryClient();
  const ability = useAbility();
  const may = (action: 'create' | 'update' | 'delete') => allows(ability, { action, subject: 'Publisher' });
  const publishers = useQuery({ queryKey: distributionQueryKeys.publishers, queryFn: ({ signal }) => fetchPublishers(signal) });
  const brandName = useBrandName();
  const columns: DataColumn<PublisherRow>[] = [
    // The contact under the name, not a column of its own: the row's buttons stay in view on a laptop.
    {
      id: 'name',
      header: t('publishers.columns.name'),
      cell: (row) => (
        <>
          <span className="d-block">{row.name}</span>
          <a className="small text-break" dir="ltr" href={`mailto:${row.contactEmail}`}>
            {row.contactEmail}
          </a>
        </>
      ),
    },
    { id: 'domains', header: t('publishers.columns.domains'), cell: (row) => <span dir="ltr">{row.domains.join(', ')}</span> },
    { id: 'brands', header: t('publishers.columns.brands'), cell: (row) => list(row.brandIds.map(brandName)) },
    { id: 'share', header: t('publishers.columns.share'), className: 'text-end', cell: (row) => number(row.revenueShare / 100, { style: 'percent', maximumFractionDigits: 2 }) },
    { id: 'status', header: t('publishers.columns.status'), cell: (row) => <span className={`badge ${row.status === 'active' ? 'text-bg-success' : 'text-bg-secondary'}`}>{t(`publishers.statuses.${row.status}`)}</span> },
    { id: 'key', header: t('publishers.columns.key'), className: 'text-nowrap', cell: (row) => <SdkKeyCell publisher={row} mayRegenerate={may('update')} /> },
  ];
  return (
    <CrudListPage
      title={t('publishers.title')}
      listHeading={t('publishers.list')}
      addLabel={t('publishers.add')}
      emptyMessage={t('publishers.empty')}
      subject="Publisher"
      query={publishers}
      columns={columns}
      notice={<BrandNamesNotice />}
      linkMissing={(id) => t('publishers.linkMissing', { id })}
      onDelete={async (row) => {
        await deletePublisher(row.id);
        await client.invalidateQueries({ queryKey: distributionQueryKeys.publishers });
      }}
      panel={(editing, close) => <PublisherPanel key={editing?.id ?? 'new'} publisher={editing} onHide={close} />}
    />
  );
}
