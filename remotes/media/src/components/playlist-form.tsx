import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import { PlaylistFormSchema, queryKeys, smartSorts, videoStatuses, type Playlist, type Video } from '@console/contracts';
import { ApiError } from '@console/auth';
import { useNavigate } from '@console/router';
import { SchemaForm, SelectField, SubmitButton, TextareaField, TextField, useFormat, useRecordForm, useUnsavedChangesPrompt } from '@console/ui';
import { savePlaylist } from '../api/media-api';
import { useTaxonomy } from '../hooks/use-taxonomy';
import { useMediaT } from '../i18n/use-media-t';
import { SmartPreview } from './smart-preview';
import { SortableVideos } from './sortable-videos';
import { TaxonomyFailed } from './taxonomy-failed';
import { TaxonomySelectField } from './taxonomy-select-field';
import { VideoPicker } from './video-picker';

const idText = (id: number | null) => (id === null ? '' : String(id));

const valuesOf = (playlist: Playlist | null) => ({
  name: playlist?.name ?? '',
  description: playlist?.description ?? '',
  brandId: idText(playlist?.brandId ?? null),
  kind: playlist?.kind ?? 'manual',
  rules: {
    brandId: idText(playlist?.rules.brandId ?? null),
    categoryId: idText(playlist?.rules.categoryId ?? null),
    tag: playlist?.rules.tag ?? '',
    status: playlist?.rules.status ?? '',
    limit: String(playlist?.rules.limit ?? 20),
    sort: playlist?.rules.sort ?? 'newest',
  },
});

/** The ids a `videos-gone` refusal names (docs/api/media.md), none for any other failure. */
const goneIds = (error: unknown): number[] =>
  error instanceof ApiError && error.refusal.code === 'videos-gone' ? String(error.refusal.params?.ids ?? '').split(',').map(Number).filter(Number.isInteger) : [];

const sameOrder = (a: readonly Video[], b: readonly Video[]) => a.length === b.length && a.every((video, index) => video.id === b[index]?.id);

/** A playlist's fields, then its videos: ordered by hand (manual) or selected by rules (smart, previewed live). */
export function PlaylistForm({ playlist, videos, readOnly }: { playlist: Playlist | null; videos: readonly Video[]; readOnly: boolean }) {
  const t = useMediaT();
  const client = useQueryClient();
  const navigate = useNavigate();
  const { brandOptions, assignableBrandOptions, categoryOptions, brandsLoaded, categoriesLoaded } = useTaxonomy();
  const form = useRecordForm(PlaylistFormSchema, valuesOf(playlist));
  const kind = useWatch({ control: form.control, name: 'kind' });
  const [saved, setSaved] = useState(videos);
  const [items, setItems] = useState(videos);
  // The videos as the page's query last gave them: an order the user has not changed follows a
  // save made elsewhere (another tab), as the fields do (useRecordForm); a changed one stays theirs.
  const [loaded, setLoaded] = useState(videos);
  if (!sameOrder(videos, loaded)) {
    setLoaded(videos);
    if (sameOrder(saved, items)) {
      setSaved(videos);
      setItems(videos);
    }
  }
  // Asked while a save is under way too (it may fail). A new playlist, once saved, moves to its own
  // address: set here, the prompt stands down first, then the page moves on (the effect below).
  const [leaveTo, setLeaveTo] = useState<string | null>(null);
  const prompt = useUnsavedChangesPrompt((form.formState.isDirty || !sameOrder(saved, items)) && leaveTo === null);
  useEffect(() => {
    if (leaveTo) void navigate(leaveTo, { replace: true });
  }, [leaveTo, navigate]);
  // Videos deleted (in another tab, by someone else) since the list was loaded: marked in the list.
  const [gone, setGone] = useState<ReadonlySet<number>>(new Set());
  const { number } = useFormat();
  const any = t('playlist.rules.any');
  const videosHeading = useRef<HTMLHeadingElement>(null);

  return (
    <SchemaForm
      form={form}
      aria-label={playlist?.name ?? t('playlist.newTitle')}
      onSubmit={async (values) => {
        // A smart playlist's videos come from its rules (docs/api/media.md): the ones shown when it
        // was opened are not its own, and one deleted since would get the save refused.
        const videoIds = values.kind === 'manual' ? items.map((video) => video.id) : [];
        const answer = await savePlaylist({ ...values, videoIds }, playlist?.id).catch((error: unknown) => {
          const ids = new Set(goneIds(error));
          if (ids.size === 0) throw error;
          setGone(ids);
          // Said in the form's alert, naming the videos as the list shows them (the server knows them no more).
          const titles = items.filter((video) => ids.has(video.id)).map((video) => video.title);
          throw new Error(t('playlist.videosGone', { count: ids.size, shown: number(ids.size), titles: titles.join(', ') }));
        });
        form.reset(valuesOf(answer.playlist));
        setSaved(items);
        void client.invalidateQueries({ queryKey: queryKeys.media.all });
        toast.success(t('saved'));
        if (!playlist) setLeaveTo(`/media/playlists/${answer.playlist.id}`);
      }}
    >
      {/* Outside the fieldset: a reader may retry too. */}
      <TaxonomyFailed consequence={readOnly ? undefined : t('taxonomy.fieldsLocked')} />
      <fieldset disabled={readOnly} className="d-flex flex-column gap-3">
        <TextField name="name" label={t('playlist.fields.name')} required />
        <TextareaField name="description" label={t('playlist.fields.description')} rows={2} />
        <div className="row g-3">
          <div className="col-md-6">
            <TaxonomySelectField name="brandId" label={t('playlist.fields.brand')} loaded={brandsLoaded} options={assignableBrandOptions(idText(playlist?.brandId ?? null))} placeholder={t('none')} />
          </div>
          <div className="col-md-6">
            <SelectField name="kind" label={t('playlist.fields.kind')} options={(['manual', 'smart'] as const).map((value) => ({ value, label: t(`playlists.kind.${value}`) }))} />
          </div>
        </div>
        {kind === 'smart' && (
          <fieldset className="row g-3">
            <legend className="h6">{t('playlist.rules.legend')}</legend>
            <div className="col-md-4">
              <TaxonomySelectField name="rules.brandId" label={t('playlist.rules.brand')} loaded={brandsLoaded} options={brandOptions} placeholder={any} />
            </div>
            <div className="col-md-4">
              <TaxonomySelectField name="rules.categoryId" label={t('playlist.rules.category')} loaded={categoriesLoaded} options={categoryOptions} placeholder={any} />
            </div>
            <div className="col-md-4">
              <SelectField name="rules.status" label={t('playlist.rules.status')} options={videoStatuses.map((value) => ({ value, label: t(`status.${value}`) }))} placeholder={any} />
            </div>
            <div className="col-md-4">
              <TextField name="rules.tag" label={t('playlist.rules.tag')} />
            </div>
            <div className="col-md-4">
              <TextField name="rules.limit" label={t('playlist.rules.limit')} type="number" />
            </div>
            <div className="col-md-4">
              <SelectField name="rules.sort" label={t('playlist.rules.sort')} options={smartSorts.map((value) => ({ value, label: t(`playlist.sorts.${value}`) }))} />
            </div>
          </fieldset>
        )}
      </fieldset>
      {kind === 'smart' ? (
        <SmartPreview />
      ) : (
        <div className="row g-3">
          <div className="col-lg-7">
            <h3 className="h6" tabIndex={-1} ref={videosHeading}>
              {t('playlist.videos')}
            </h3>
            {items.length ? (
              readOnly ? (
                <ol className="list-group list-group-numbered" aria-label={t('playlist.videos')}>
                  {items.map((video) => (
                    <li key={video.id} className="list-group-item">
                      {video.title}
                    </li>
                  ))}
                </ol>
              ) : (
                <SortableVideos videos={items} gone={gone} onChange={setItems} label={t('playlist.videos')} focusWhenEmpty={videosHeading} />
              )
            ) : (
              <p className="text-body-secondary">{t(readOnly ? 'playlist.emptyReadOnly' : 'playlist.emptyManual')}</p>
            )}
          </div>
          {!readOnly && (
            <div className="col-lg-5">
              <VideoPicker exclude={new Set(items.map((video) => video.id))} onAdd={(video) => setItems([...items, video])} />
            </div>
          )}
        </div>
      )}
      {/* Disabled, not hidden, for an account that may only read: the page says why above the form. */}
      <fieldset disabled={readOnly}>
        <SubmitButton>{t('playlist.save')}</SubmitButton>
      </fieldset>
      {prompt}
    </SchemaForm>
  );
}
