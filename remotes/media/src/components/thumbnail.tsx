import { ImageOff } from 'lucide-react';
import { useMediaT } from '../i18n/use-media-t';

/** A video's picture, or a marked gap (decorative: the title beside it names the video). */
export function Thumbnail({ src, width = 96 }: { src: string; width?: number }) {
  const t = useMediaT();
  const style = { width, aspectRatio: '16 / 9' };
  return src ? (
    <img src={src} alt="" className="rounded object-fit-cover" style={style} />
  ) : (
    <span className="rounded bg-body-secondary d-inline-flex align-items-center justify-content-center text-body-secondary" style={style} title={t('videos.noThumbnail')}>
      <ImageOff size={18} aria-hidden="true" />
      <span className="visually-hidden">{t('videos.noThumbnail')}</span>
    </span>
  );
}
