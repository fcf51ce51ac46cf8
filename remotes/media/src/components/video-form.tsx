import { useEffect, useMemo, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import toast from 'react-hot-toast';
import { ArrowRight } from 'lucide-react';
import { ApiError } from '@console/auth';
import { contentRatings, queryKeys, videoLanguages, videoTransitions, VideoFormSchema, VideoSourceFormEntries, type Video, type VideoStatus } from '@console/contracts';
import { CheckboxGroupField, FocusKeepingButton, focusLost, SchemaForm, SelectField, SubmitButton, TextareaField, TextField, useRecordForm, useUnsavedChangesPrompt } from '@console/ui';
import { updateVideo } from '../api/media-api';
import { useTaxonomy } from '../hooks/use-taxonomy';
import { useRefusalText } from '../i18n/refusal-text';
import { useMediaT } from '../i18n/use-media-t';
import { StatusBadge } from './status-badge';
import { TaxonomyFailed } from './taxonomy-failed';
import { TaxonomySelectField } from './taxonomy-select-field';
import { ThumbnailField } from './thumbnail-field';
import { VideoSourceFields } from './video-source-fields';

/** The form's values of a stored video (ids as the selects hold them, tags as one line). */
export const formValuesOf = (video: Video) => ({
  title: video.title,
  description: video.description,
  sourceUrl: video.sourceUrl,
  duration: String(video.duration),
  brandId: video.brandId === null ? '' : String(video.brandId),
  categoryId: video.categoryId === null ? '' : String(video.categoryId),
  tags: video.tags.join(', '),
  language: video.language,
  rating: video.rating,
  thumbnail: video.thumbnail,
  captions: video.captions,
  status: video.status,
});

/**
 * A video's metadata, checked at the field by the schema the server uses. "Save changes" keeps the
 * status; each workflow button saves with the status it names, and only allowed moves are offered.
 */
export function VideoForm({ video, readOnly }: { video: Video; readOnly: boolean }) {
  const t = useMediaT();
  const client = useQueryClient();
  const { assignableBrandOptions, categoryOptions, brandsLoaded, categoriesLoaded } = useTaxonomy();
  // The metadata by the API's form schema, and the source address and duration, so a video that
  // lacks them (never fit for a Roku feed) can be put right here.
  const schema = useMemo(() => v.intersect([VideoFormSchema, v.object(VideoSourceFormEntries)]), []);
  const form = useRecordForm(schema, formValuesOf(video));
  const prompt = useUnsavedChangesPrompt(form.formState.isDirty);
  const intend = (status: VideoStatus) => form.setValue('status', status);
  const languages = videoLanguages.map((value) => ({ value, label: t(`language.${value}`) }));
  const say = useRefusalText();
  const saving = form.formState.isSubmitting;
  // A move saved takes its button away (the moves offered are the new status's): focus goes to
  // the workflow, which remains and now says the new status, instead of the page body. (A move
  // refused puts focus where the reason is: the field to fix, or the alert above the form.)
  const workflow = useRef<HTMLDivElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    if (focusLost()) workflow.current?.focus();
  }, [video.status]);

  return (
    <SchemaForm
      form={form}
      aria-label={t('editor.details')}
      onSubmit={async (values) => {
        try {
          const saved = await updateVideo(video.id, values);
          moved.current = saved.status !== video.status;
          form.reset(formValuesOf(saved));
          client.setQueryData(queryKeys.media.video(saved.id), saved);
          void client.invalidateQueries({ queryKey: queryKeys.media.all });
          toast.success(t('saved'));
        } catch (error) {
          intend(video.status); // the refused move is not kept as the form's intent
          // A move refused because the video changed elsewhere meanwhile (another tab, a bulk
          // action): the status has no field to show it at, so it is said above the form, in the
          // user's language, and the video is read again so the moves offered are its real ones.
          if (error instanceof ApiError && error.fieldErrors.status) {
            void client.invalidateQueries({ queryKey: queryKeys.media.video(video.id) });
            throw new Error(say.refusal(error.refusal, error.fieldErrors.status, t('editor.moveFailed')));
          }
          throw error;
        }
      }}
    >
      {/* Outside the fieldset: a reader may retry too. */}
      <TaxonomyFailed consequence={readOnly ? undefined : t('taxonomy.fieldsLocked')} />
      <fieldset disabled={readOnly} className="d-flex flex-column gap-3">
        <TextField name="title" label={t('editor.fields.title')} required />
        <TextareaField name="description" label={t('editor.fields.description')} rows={5} />
        <VideoSourceFields columns />
        <div className="row g-3">
          <div className="col-md-6">
            <TaxonomySelectField name="brandId" label={t('editor.fields.brand')} loaded={brandsLoaded} options={assignableBrandOptions(formValuesOf(video).brandId)} placeholder={t('none')} />
          </div>
          <div className="col-md-6">
            <TaxonomySelectField name="categoryId" label={t('editor.fields.category')} loaded={categoriesLoaded} options={categoryOptions} placeholder={t('none')} />
          </div>
          <div className="col-md-6">
            <SelectField name="language" label={t('editor.fields.language')} options={languages} />
          </div>
          <div className="col-md-6">
            <SelectField name="rating" label={t('editor.fields.rating')} options={contentRatings.map((value) => ({ value, label: value }))} />
          </div>
        </div>
        <TextField name="tags" label={t('editor.fields.tags')} hint={t('editor.fields.tagsHint')} />
        <CheckboxGroupField name="captions" legend={t('editor.fields.captions')} options={languages} />
        <ThumbnailField disabled={readOnly} />
      </fieldset>
      {/* Disabled, not hidden, for an account that may only read: the page says why above the form. */}
      <fieldset disabled={readOnly} className="d-flex flex-wrap gap-2 align-items-center">
        <span onClickCapture={() => intend(video.status)}>
          <SubmitButton>{t('editor.save')}</SubmitButton>
        </span>
        <div ref={workflow} tabIndex={-1} role="group" aria-label={t('editor.workflow')} className="d-flex flex-wrap gap-2 align-items-center ms-md-auto">
          <span>{t('editor.current')}</span>
          <StatusBadge status={video.status} />
          {videoTransitions[video.status].map((status) => (
            // Unavailable while saving, keeping the focus of the move pressed.
            <FocusKeepingButton key={status} type="submit" className="btn btn-outline-primary btn-sm" unavailable={saving} onClick={() => intend(status)}>
              <ArrowRight size={14} aria-hidden="true" className="rtl-flip" /> {t('editor.moveTo', { status: t(`status.${status}`) })}
            </FocusKeepingButton>
          ))}
        </div>
      </fieldset>
      {prompt}
    </SchemaForm>
  );
}
