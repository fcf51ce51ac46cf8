import { bundledClipUrl } from './bundled-clip';

// The mock backend has no media server: its videos point at this path, which the remote answers
// with the clip it ships (docs/api/media.md).
const bundledPrefix = '/media-clips/';

/** Where the browser fetches a video's source from. */
export const playableSource = (sourceUrl: string) => (sourceUrl.startsWith(bundledPrefix) ? bundledClipUrl : sourceUrl);

/** The browser's own player, with its controls (keyboard and screen reader support come with them). */
export function VideoPlayer({ sourceUrl, poster, label }: { sourceUrl: string; poster: string; label: string }) {
  return (
    <video className="w-100 rounded bg-black" style={{ aspectRatio: '16 / 9' }} controls preload="metadata" muted playsInline poster={poster || undefined} aria-label={label} src={playableSource(sourceUrl)}>
      <track kind="captions" />
    </video>
  );
}
