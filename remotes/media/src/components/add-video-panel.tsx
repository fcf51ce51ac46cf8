import { useState, type ChangeEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { NewVideoSchema, queryKeys, type Video } from '@console/contracts';
import { OffcanvasForm, TextField, useSchemaForm } from '@console/ui';
import { createVideo } from '../api/media-api';
import { useMediaT } from '../i18n/use-media-t';

/** Reads a file's duration in the browser (its metadata only: nothing is uploaded). */
function readDuration(file: File): Promise<number> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const probe = document.createElement('video');
    probe.preload = 'metadata';
    const done = (seconds: number) => {
      URL.revokeObjectURL(url);
      resolve(Number.isFinite(seconds) ? Math.round(seconds) : 0);
    };
    probe.onloadedmetadata = () => done(probe.duration);
    probe.onerror = () => done(0);
    probe.src = url;
  });
}

/** "Add video": a draft from a file's name and duration, or typed in. */
export function AddVideoPanel({ show, onHide, onAdded }: { show: boolean; onHide(): void; onAdded(video: Video): void }) {
  const t = useMediaT();
  const client = useQueryClient();
  const form = useSchemaForm(NewVideoSchema, { title: '', duration: 0, sourceUrl: '' });
  const [fileName, setFileName] = useState('');
  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    setFileName(file.name);
    if (!form.getValues('title')) form.setValue('title', file.name.replace(/\.[^.]+$/, ''), { shouldDirty: true, shouldValidate: true });
    form.setValue('duration', await readDuration(file), { shouldDirty: true });
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
          {fileName || t('videos.add.fileHint')}
        </div>
      </div>
      <TextField name="title" label={t('videos.add.name')} required />
      <NumberField label={t('videos.add.duration')} value={form.watch('duration')} onChange={(duration) => form.setValue('duration', duration, { shouldDirty: true })} />
    </OffcanvasForm>
  );
}

function NumberField({ label, value, onChange }: { label: string; value: number; onChange(value: number): void }) {
  return (
    <label className="form-label mb-0">
      <span className="d-block mb-2">{label}</span>
      <input type="number" min={0} step={1} className="form-control" value={value} onChange={(event) => onChange(Math.max(0, Math.round(Number(event.target.value) || 0)))} />
    </label>
  );
}
