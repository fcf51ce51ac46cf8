import { useMemo, useState, type ChangeEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { NewVideoSchema, queryKeys, VideoSourceFormEntries, type Video } from '@console/contracts';
import { isolate, OffcanvasForm, TextField, useSchemaForm } from '@console/ui';
import { createVideo } from '../api/media-api';
import { useMediaT } from '../i18n/use-media-t';
import { VideoSourceFields } from './video-source-fields';

/** Reads a file's duration in the browser (its metadata only: nothing is uploaded); null when the file does not say. */
function readDuration(file: File): Promise<number | null> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const probe = document.createElement('video');
    probe.preload = 'metadata';
    const done = (seconds: number) => {
      URL.revokeObjectURL(url);
      // A recording's metadata may give Infinity (or nothing): its duration is then typed in.
      // A clip under half a second still lasts: it counts as 1 second, the least a feed takes.
      resolve(Number.isFinite(seconds) && seconds > 0 ? Math.max(1, Math.round(seconds)) : null);
    };
    probe.onloadedmetadata = () => done(probe.duration);
    probe.onerror = () => done(Number.NaN);
    probe.src = url;
  });
}

/**
 * "Add video": a draft from a file's name and duration (or typed in) and the address the file is
 * served from (nothing is uploaded), both needed for the video to reach a Roku feed.
 */
export function AddVideoPanel({ show, onHide, onAdded }: { show: boolean; onHide(): void; onAdded(video: Video): void }) {
  const t = useMediaT();
  const client = useQueryClient();
  const schema = useMemo(() => v.object({ title: NewVideoSchema.entries.title, ...VideoSourceFormEntries }), []);
  const form = useSchemaForm(schema, { title: '', sourceUrl: '', duration: '' });
  const [file, setFile] = useState<{ name: string; durationRead: boolean } | null>(null);
  // Closed, the panel forgets its file as the form forgets its values: the next opening's file
  // input is empty, and so is the hint.
  if (!show && file) setFile(null);
  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0];
    if (!picked) return;
    if (!form.getValues('title')) form.setValue('title', picked.name.replace(/\.[^.]+$/, ''), { shouldDirty: true, shouldValidate: true });
    const seconds = await readDuration(picked);
    if (seconds !== null) form.setValue('duration', String(seconds), { shouldDirty: true, shouldValidate: true });
    setFile({ name: picked.name, durationRead: seconds !== null });
  };
  return (
    <OffcanvasForm
      show={show}
      title={t('videos.add.title')}
      submitLabel={t('videos.add.submit')}
      form={form}
      onSubmit={async (values) => {
        const video = await createVideo(values);
        void client.invalidateQueries({ queryKey: queryKeys.media.all });
        onAdded(video);
      }}
      onHide={onHide}
    >
      <div>
        <label htmlFor="media-add-file" className="form-label">
          {t('videos.add.file')}
        </label>
        <input id="media-add-file" type="file" accept="video/*" className="form-control" aria-describedby="media-add-file-hint" onChange={(event) => void pick(event)} />
        <div id="media-add-file-hint" className="form-text">
          {!file ? t('videos.add.fileHint') : file.durationRead ? file.name : t('videos.add.durationUnread', { name: isolate(file.name) })}
        </div>
      </div>
      <TextField name="title" label={t('videos.add.name')} required />
      <VideoSourceFields />
    </OffcanvasForm>
  );
}
