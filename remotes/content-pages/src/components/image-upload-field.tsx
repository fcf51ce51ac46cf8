import { useId, type ChangeEvent } from 'react';
import { get, useFormContext, useFormState } from 'react-hook-form';
import { ImageOff, RotateCcw, Trash2 } from 'lucide-react';
import { uploadImageMaxKilobytes, uploadImageTypes, type MessageKey } from '@console/contracts';
import { describedBy, readImageFile, useFormat, useMessageText, type ImageFileProblem } from '@console/ui';
import { useContentPagesT } from '../i18n/use-content-pages-t';
import { artworkSrc } from './artwork';

const problemMessages = {
  type: 'pages.errors.imageInvalid',
  size: 'pages.errors.imageTooLarge',
  unreadable: 'pages.errors.imageUnreadable',
  undecodable: 'pages.errors.imageNotPicture',
} satisfies Record<ImageFileProblem, MessageKey>;

/**
 * A picture of the form (an avatar, a featured image): its preview, an upload checked for type and
 * size before it is read and drawn once read (kept as a data URL: the API stores it as is), Reset
 * to the saved one and Remove.
 */
export function ImageUploadField({ name, legend, previewAlt, shape = 'wide' }: { name: string; legend: string; previewAlt: string; shape?: 'round' | 'wide' }) {
  const t = useContentPagesT();
  const { number } = useFormat();
  const id = useId();
  const { watch, setValue, setError, clearErrors } = useFormContext<Record<string, string>>();
  const { errors, defaultValues } = useFormState({ name });
  const message = useMessageText();
  const error = message((get(errors, name) as { message?: string } | undefined)?.message);
  const value = watch(name) ?? '';
  const saved = (get(defaultValues, name) as string | undefined) ?? '';
  const set = (next: string) => {
    clearErrors(name);
    setValue(name, next, { shouldDirty: true, shouldValidate: true });
  };

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file chosen again is a new choice
    if (!file) return;
    const read = await readImageFile(file, { types: uploadImageTypes, maxKilobytes: uploadImageMaxKilobytes });
    if ('problem' in read) return setError(name, { type: 'upload', message: problemMessages[read.problem] });
    set(read.dataUrl);
  };

  const previewClass = shape === 'round' ? 'rounded-circle content-upload-round' : 'rounded content-upload-wide';
  return (
    <fieldset className="d-flex flex-column gap-2" aria-describedby={describedBy(error && `${id}-error`, `${id}-hint`)}>
      <legend className="form-label fs-6 mb-0">{legend}</legend>
      <div className="d-flex flex-wrap align-items-center gap-3">
        {value ? (
          <img src={artworkSrc(value)} alt={previewAlt} className={`border object-fit-cover ${previewClass}`} />
        ) : (
          <span role="img" aria-label={t('upload.none')} className={`border bg-body-tertiary d-inline-flex align-items-center justify-content-center text-body-secondary ${previewClass}`}>
            <ImageOff size={24} aria-hidden="true" />
          </span>
        )}
        <div className="d-flex flex-column gap-2">
          <div>
            <label htmlFor={`${id}-file`} className="form-label small mb-1">
              {t('upload.choose')}
            </label>
            <input id={`${id}-file`} type="file" accept={uploadImageTypes.join(',')} className={`form-control form-control-sm${error ? ' is-invalid' : ''}`} onChange={(event) => void upload(event)} />
          </div>
          <div className="d-flex flex-wrap gap-2">
            <button type="button" className="btn btn-sm btn-outline-secondary" disabled={value === saved} onClick={() => set(saved)}>
              <RotateCcw size={14} aria-hidden="true" /> {t('upload.reset')}
            </button>
            <button type="button" className="btn btn-sm btn-outline-danger" disabled={!value} onClick={() => set('')}>
              <Trash2 size={14} aria-hidden="true" /> {t('upload.remove')}
            </button>
          </div>
        </div>
      </div>
      <div id={`${id}-hint`} className="form-text mt-0">
        {t('upload.hint', { size: number(uploadImageMaxKilobytes) })}
      </div>
      {error && (
        <div id={`${id}-error`} className="invalid-feedback d-block mt-0">
          {error}
        </div>
      )}
    </fieldset>
  );
}
