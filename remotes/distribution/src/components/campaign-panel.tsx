import { useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { campaignStatuses, canMoveCampaign, distributionQueryKeys, SearchCampaignFormSchema, type SearchCampaign } from '@console/contracts';
import { isolate, OffcanvasForm, SelectField, TextField, useRecordForm } from '@console/ui';
import { saveCampaign } from '../api/distribution-api';
import { useBrands } from '../hooks/use-catalogue';
import { useDistributionT } from '../i18n/use-distribution-t';
import { ChoicesFailed } from './choices-failed';
import { VideoChoices } from './video-choices';

/** Add a campaign (no `campaign`) or edit one: end ≥ start at the end date, budget > 0, only allowed status moves offered. */
export function CampaignPanel({ campaign, onHide }: { campaign: SearchCampaign | null; onHide(): void }) {
  const t = useDistributionT();
  const client = useQueryClient();
  const brandsQuery = useBrands();
  const brands = brandsQuery.data ?? [];
  const form = useRecordForm(SearchCampaignFormSchema, {
    name: campaign?.name ?? '',
    brandId: campaign ? String(campaign.brandId) : '',
    keywords: campaign?.keywords.join(', ') ?? '',
    videoIds: campaign?.videoIds.map(String) ?? [],
    startDate: campaign?.startDate ?? '',
    endDate: campaign?.endDate ?? '',
    dailyBudget: campaign ? String(campaign.dailyBudget) : '',
    status: campaign?.status ?? 'draft',
  });
  const from = campaign?.status ?? 'draft';
  const statuses = campaign ? campaignStatuses.filter((status) => canMoveCampaign(from, status)) : (['draft', 'active'] as const);
  return (
    <OffcanvasForm
      show
      title={campaign ? t('campaigns.editTitle', { name: campaign.name }) : t('campaigns.addTitle')}
      submitLabel={t('save')}
      submitRequires={{ action: campaign ? 'update' : 'create', subject: 'SearchCampaign' }}
      form={form}
      onSubmit={async (values) => {
        const saved = await saveCampaign(values, campaign?.id);
        // Once the server has accepted it (a refusal throws and keeps the panel open): the panel
        // closes and the focus goes back to its opener, which says nothing of the save by itself.
        toast.success(t(campaign ? 'campaigns.saved' : 'campaigns.added', { name: isolate(saved.name) }));
        await client.invalidateQueries({ queryKey: distributionQueryKeys.all });
      }}
      onHide={onHide}
    >
      <TextField name="name" label={t('campaigns.fields.name')} required />
      <ChoicesFailed query={brandsQuery} message={t('brandsFailed')} />
      <SelectField name="brandId" label={t('campaigns.fields.brandId')} required placeholder={t('none')} options={brands.map((brand) => ({ value: String(brand.id), label: brand.name }))} />
      <TextField name="keywords" label={t('campaigns.fields.keywords')} hint={t('campaigns.fields.keywordsHint')} required />
      <VideoChoices />
      <div className="row g-2">
        <div className="col-sm-6">
          <TextField name="startDate" type="date" label={t('campaigns.fields.startDate')} required />
        </div>
        <div className="col-sm-6">
          <TextField name="endDate" type="date" label={t('campaigns.fields.endDate')} required />
        </div>
      </div>
      <TextField name="dailyBudget" type="number" step="0.01" label={t('campaigns.fields.dailyBudget')} required />
      <SelectField name="status" label={t('campaigns.fields.status')} options={statuses.map((value) => ({ value, label: t(`campaigns.statuses.${value}`) }))} />
    </OffcanvasForm>
  );
}
