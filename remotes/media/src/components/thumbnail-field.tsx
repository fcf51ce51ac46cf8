import { useId, type ChangeEvent } from 'react';
import { useController, useFormContext, useFormState, type RefCallBack } from 'react-hook-form';
import { Upload, X } from 'lucide-react';
import { uploadImageMaxKilobytes, uploadImageTypes, type MessageKey } from '@console/contracts';
import { readImageFile, useMessageText, type ImageFileProblem } from '@console/ui';
import { useMediaT } from '../i18n/use-media-t';
import './media.css';

const problemMessages = {
  type: 'media.errors.thumbnailFileType',
  size: 'media.errors.thumbnailFileSize',
  unreadable: 'media.errors.thumbnailUnreadable',
  undecodable: 'media.errors.thumbnailNotPicture',
} satisfies Record<ImageFileProblem, MessageKey>;

/**
 * The props that let the form focus a field's control: its ref callback, spread as register's
 * are (written `ref={field.ref}`, the react-hooks/refs lint takes the callback for a ref object
 * read during render).
 */
const focusable = ({ ref }: { ref: RefCallBack }) => ({ ref });

/** The thumbnail: a preview, an upload (kept as a data URL: there is no upload server) and a remove button. */
export function ThumbnailField({ disabled }: { disabled: boolean }) {
  const t = useMediaT();
  const id = useId();
  const { watch, setValue, setError } = useFormContext<{ thumbnail: string }>();
  const { errors } = useFormState({ name: 'thumbnail' });
  // Registered for its focus only (the value goes through setValue): a save refused for want of
  // a thumbnail ("Move to Published") puts focus on the upload, where the message is, as it does
  // on any other field to fix, rather than leaving it on the button pressed.
  const { field } = useController<{ thumbnail: string }>({ name: 'thumbnail' });
  const message = useMessageText();
  const error = message(errors.thumbnail?.message as string | undefined);
  const thumbnail = watch('thumbnail');
  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file chosen again is a new choice
    if (!file) return;
    // Checked before it is read, and drawn once read: a huge file, a document or one merely named
    // .png never becomes the stored thumbnail.
    const read = await readImageFile(file, { types: uploadImageTypes, maxKilobytes: uploadImageMaxKilobytes });
    if ('problem' in read) return setError('thumbnail', { type: 'upload', message: problemMessages[read.problem] });
    setValue('thumbnail', read.dataUrl, { shouldDirty: true, shouldValidate: true });
  };
  const remove = () => {
    // This button goes with the thumbnail: focus moves to the upload beside it, not to the page body.
    document.getElementById(`${id}-file`)?.focus();
    setValue('thumbnail', '', { shouldDirty: true, shouldValidate: true });
  };
  return (
    <fieldset className="d-flex flex-column gap-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="form-label fs-6 mb-0">{t('editor.fields.thumbnail')}</legend>
      {thumbnail ? <img src={thumbnail} alt={t('editor.preview')} className="rounded border" style={{ maxWidth: 240, aspectRatio: '16 / 9', objectFit: 'cover' }} /> : null}
      {!disabled && (
        <div className="d-flex gap-2 flex-wrap">
          {/* The input comes first: its label, drawn as the button, shows its focus (media.css). */}
          <input {...focusable(field)} id={`${id}-file`} type="file" accept={uploadImageTypes.join(',')} className="visually-hidden media-file-input" onChange={(event) => void upload(event)} />
          <label className="btn btn-sm btn-outline-primary mb-0" htmlFor={`${id}-file`}>
            <Upload size={14} aria-hidden="true" /> {t('editor.upload')}
          </label>
          {thumbnail && (
            <button type="button" className="btn btn-sm btn-outline-secondary" onClick={remove}>
              <X size={14} aria-hidden="true" /> {t('editor.removeThumbnail')}
            </button>
          )}
        </div>
      )}
      {error && (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </fieldset>
  );
}
