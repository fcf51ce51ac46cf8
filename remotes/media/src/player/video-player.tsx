import { VideoOff } from 'lucide-react';
import { useMediaT } from '../i18n/use-media-t';
import { bundledClipUrl } from './bundled-clip';

// The mock backend has no media server: its videos point at this path, which the remote answers
// with the clip it ships (docs/api/media.md).
const bundledPrefix = '/media-clips/';

/** Where the browser fetches a video's source from. */
export const playableSource = (sourceUrl: string) => (sourceUrl.startsWith(bundledPrefix) ? bundledClipUrl : sourceUrl);

/**
 * The browser's own player, with its controls (keyboard and screen reader support come with them);
 * a video with no source address yet (one added through the API without it) says so instead of
 * showing an empty player: the editor's Video URL field gives it one.
 */
export function VideoPlayer({ sourceUrl, poster, label }: { sourceUrl: string; poster: string; label: string }) {
  const t = useMediaT();
  if (!sourceUrl) {
    return (
      <div className="w-100 rounded bg-body-secondary text-body-secondary d-flex flex-column align-items-center justify-content-center gap-2 p-3 text-center" style={{ aspectRatio: '16 / 9' }}>
        <VideoOff size={32} aria-hidden="true" />
        <p className="mb-0">{t('editor.noSource')}</p>
      </div>
    );
  }
  // No caption track: the clips have no sound (hence `muted`) and the API has no caption files,
  // only the languages a video's captions exist in; an empty <track> gave the player nothing.
  return (
    <video className="w-100 rounded bg-black" style={{ aspectRatio: '16 / 9' }} controls preload="metadata" muted playsInline poster={poster || undefined} aria-label={label} src={playableSource(sourceUrl)} />
  );
}
