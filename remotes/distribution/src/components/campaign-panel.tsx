import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { campaignStatuses, canMoveCampaign, distributionQueryKeys, SearchCampaignFormSchema, type SearchCampaign } from '@console/contracts';
import { CheckboxGroupField, OffcanvasForm, SelectField, TextField, useSchemaForm } from '@console/ui';
import { fetchBrandVideos, saveCampaign } from '../api/distribution-api';
import { useBrands } from '../hooks/use-catalogue';
import { useDistributionT } from '../i18n/use-distribution-t';

/**
 * The promoted videos: the chosen brand's videos, as checkboxes (read when the brand changes).
 * Once another brand's videos arrive, the ticks on the former brand's videos (no longer shown)
 * are dropped, so a save never carries videos of a brand the campaign is not for.
 */
function VideoChoices() {
  const t = useDistributionT();
  const { getValues, setValue } = useFormContext<{ videoIds: string[] }>();
  const brandId = Number(useWatch<{ brandId: string }>({ name: 'brandId' }));
  const videos = useQuery({ queryKey: ['media', 'brand-videos', brandId], queryFn: ({ signal }) => fetchBrandVideos(brandId, signal), enabled: brandId > 0 });
  useEffect(() => {
    if (!videos.data) return;
    const shown = new Set(videos.data.map((video) => String(video.id)));
    const ticked = getValues('videoIds');
    if (ticked.some((id) => !shown.has(id))) setValue('videoIds', ticked.filter((id) => shown.has(id)), { shouldDirty: true });
  }, [videos.data, getValues, setValue]);
  if (!brandId) return null;
  if (videos.data && !videos.data.length) return <p className="text-body-secondary mb-0">{t('campaigns.noVideos')}</p>;
  return (
    <div style={{ maxHeight: '16rem', overflowY: 'auto' }}>
      <CheckboxGroupField name="videoIds" legend={t('campaigns.fields.videoIds')} options={(videos.data ?? []).map((video) => ({ value: String(video.id), label: video.title }))} />
    </div>
  );
}

/** Add a campaign (no `campaign`) or edit one: end ≥ start at the end date, budget > 0, only allowed status moves offered. */
export function CampaignPanel({ campaign, onHide }: { campaign: SearchCampaign | null; onHide(): void }) {
  const t = useDistributionT();
  const client = useQueryClient();
  const brands = useBrands().data ?? [];
  const form = useSchemaForm(SearchCampaignFormSchema, {
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
        await saveCampaign(values, campaign?.id);
        await client.invalidateQueries({ queryKey: distributionQueryKeys.all });
      }}
      onHide={onHide}
    >
      <TextField name="name" label={t('campaigns.fields.name')} required />
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
      <TextField name="dailyBudget" type="number" label={t('campaigns.fields.dailyBudget')} required />
      <SelectField name="status" label={t('campaigns.fields.status')} options={statuses.map((value) => ({ value, label: t(`campaigns.statuses.${value}`) }))} />
    </OffcanvasForm>
  );
}
