import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { channelLibraries, distributionQueryKeys, feedLanguages, RokuChannelFormSchema, type RokuChannel } from '@console/contracts';
import { isolate, OffcanvasForm, SelectField, TextField, useFormat, useRecordForm } from '@console/ui';
import { saveChannel } from '../api/distribution-api';
import { useBrands, usePlaylists } from '../hooks/use-catalogue';
import { useDistributionT } from '../i18n/use-distribution-t';
import { ChoicesFailed } from './choices-failed';
import { OrderedChoicesField } from './ordered-choices-field';

/** Add a Roku channel (no `channel`) or edit one: the schema the server checks, playlists as its categories. */
export function ChannelPanel({ channel, onHide }: { channel: RokuChannel | null; onHide(): void }) {
  const t = useDistributionT();
  const { number } = useFormat();
  const client = useQueryClient();
  const brandsQuery = useBrands();
  const playlistsQuery = usePlaylists();
  const brands = brandsQuery.data ?? [];
  const playlists = playlistsQuery.data ?? [];
  const form = useRecordForm(RokuChannelFormSchema, {
    name: channel?.name ?? '',
    providerName: channel?.providerName ?? '',
    language: channel?.language ?? 'en',
    brandId: channel ? String(channel.brandId) : '',
    playlistIds: channel?.playlistIds.map(String) ?? [],
    library: channel?.library ?? 'playlists',
  });
  // A playlist of the channel deleted from the media library since cannot be saved (the server
  // refuses unknown ids): once the playlists are known it leaves the choice, and the form says so.
  const known = playlistsQuery.data;
  const deleted = known ? (channel?.playlistIds ?? []).filter((id) => !known.some((playlist) => playlist.id === id)).map(String) : [];
  const deletedKey = deleted.join(',');
  useEffect(() => {
    const gone = deletedKey.split(',');
    const chosen = form.getValues('playlistIds');
    if (chosen.some((id) => gone.includes(id))) form.setValue('playlistIds', chosen.filter((id) => !gone.includes(id)), { shouldDirty: true });
  }, [deletedKey, form]);
  return (
    <OffcanvasForm
      show
      title={channel ? t('channels.editTitle', { name: channel.name }) : t('channels.addTitle')}
      submitLabel={t('save')}
      submitRequires={{ action: channel ? 'update' : 'create', subject: 'RokuChannel' }}
      form={form}
      onSubmit={async (values) => {
        const saved = await saveChannel(values, channel?.id);
        // Once the server has accepted it (a refusal throws and keeps the panel open): the panel
        // closes and the focus goes back to its opener, which says nothing of the save by itself.
        toast.success(t(channel ? 'channels.saved' : 'channels.added', { name: isolate(saved.name) }));
        await client.invalidateQueries({ queryKey: distributionQueryKeys.all });
      }}
      onHide={onHide}
    >
      <TextField name="name" label={t('channels.fields.name')} required />
      <TextField name="providerName" label={t('channels.fields.providerName')} required />
      <SelectField name="language" label={t('channels.fields.language')} options={feedLanguages.map((value) => ({ value, label: t(`channels.languages.${value}`) }))} />
      <ChoicesFailed query={brandsQuery} message={t('brandsFailed')} />
      <SelectField name="brandId" label={t('channels.fields.brandId')} required placeholder={t('none')} options={brands.map((brand) => ({ value: String(brand.id), label: brand.name }))} />
      <ChoicesFailed query={playlistsQuery} message={t('channels.playlistChoicesFailed')} />
      {deleted.length > 0 && (
        <p className="alert alert-warning small py-2 mb-0" role="status">
          {t('channels.playlistsRemoved', { count: deleted.length, shown: number(deleted.length) })}
        </p>
      )}
      {/* The feed's categories come in this order: chosen as an ordered list, not as checkboxes. */}
      <OrderedChoicesField
        name="playlistIds"
        legend={t('channels.fields.playlistIds')}
        addLabel={t('channels.addPlaylist')}
        hint={t('channels.playlistOrderHint')}
        options={playlists.map((playlist) => ({ value: String(playlist.id), label: playlist.name }))}
        unknownLabel={(id) => t('channels.playlistNumber', { id })}
      />
      <SelectField name="library" label={t('channels.fields.library')} options={channelLibraries.map((value) => ({ value, label: t(`channels.library.${value}`) }))} />
    </OffcanvasForm>
  );
}
