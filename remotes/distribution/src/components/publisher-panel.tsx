import { useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { distributionQueryKeys, publisherStatuses, PublisherFormSchema, type PublisherRow } from '@console/contracts';
import { CheckboxGroupField, isolate, OffcanvasForm, SelectField, TextField, useRecordForm } from '@console/ui';
import { savePublisher } from '../api/distribution-api';
import { useBrands } from '../hooks/use-catalogue';
import { ChoicesFailed } from './choices-failed';
import { useDistributionT } from '../i18n/use-distribution-t';

/** Add a publisher (no `publisher`) or edit one, checked by the schema the server uses. */
export function PublisherPanel({ publisher, onHide }: { publisher: PublisherRow | null; onHide(): void }) {
  const t = useDistributionT();
  const client = useQueryClient();
  const brandsQuery = useBrands();
  const brands = brandsQuery.data ?? [];
  const form = useRecordForm(PublisherFormSchema, {
    name: publisher?.name ?? '',
    domains: publisher?.domains.join(', ') ?? '',
    contactEmail: publisher?.contactEmail ?? '',
    brandIds: publisher?.brandIds.map(String) ?? [],
    revenueShare: publisher ? String(publisher.revenueShare) : '50',
    status: publisher?.status ?? 'active',
  });
  return (
    <OffcanvasForm
      show
      title={publisher ? t('publishers.editTitle', { name: publisher.name }) : t('publishers.addTitle')}
      submitLabel={t('save')}
      submitRequires={{ action: publisher ? 'update' : 'create', subject: 'Publisher' }}
      form={form}
      onSubmit={async (values) => {
        const saved = (await savePublisher(values, publisher?.id)).publisher;
        // Once the server has accepted it (a refusal throws and keeps the panel open): the panel
        // closes and the focus goes back to its opener, which says nothing of the save by itself.
        toast.success(t(publisher ? 'publishers.saved' : 'publishers.added', { name: isolate(saved.name) }));
        await client.invalidateQueries({ queryKey: distributionQueryKeys.publishers });
      }}
      onHide={onHide}
    >
      <TextField name="name" label={t('publishers.fields.name')} required />
      <TextField name="domains" label={t('publishers.fields.domains')} hint={t('publishers.fields.domainsHint')} required />
      <TextField name="contactEmail" type="email" label={t('publishers.fields.contactEmail')} required />
      <ChoicesFailed query={brandsQuery} message={t('brandsFailed')} />
      <CheckboxGroupField name="brandIds" legend={t('publishers.fields.brandIds')} options={brands.map((brand) => ({ value: String(brand.id), label: brand.name }))} />
      <TextField name="revenueShare" type="number" step="0.01" label={t('publishers.fields.revenueShare')} required />
      <SelectField name="status" label={t('publishers.fields.status')} options={publisherStatuses.map((value) => ({ value, label: t(`publishers.statuses.${value}`) }))} />
    </OffcanvasForm>
  );
}
