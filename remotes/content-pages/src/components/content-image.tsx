import { useState } from 'react';
import { ImageOff } from 'lucide-react';
import { artworkSrc } from './artwork';

/**
 * A picture of the content (a post's, a plan's) from its seed path, upload or web address. With
 * none (a featured image removed) or one that fails to load, a placeholder of the same size and
 * name takes its place: never an empty frame or the browser's broken-image icon.
 */
export function ContentImage({ path, alt, className }: { path: string; alt: string; className: string }) {
  const src = artworkSrc(path);
  // The address that failed: a new one (the post edited) is tried again.
  const [failed, setFailed] = useState('');
  if (!src || src === failed) {
    return (
      <span role="img" aria-label={alt} className={`${className} d-inline-flex align-items-center justify-content-center bg-body-tertiary text-body-secondary`}>
        <ImageOff size={20} aria-hidden="true" />
      </span>
    );
  }
  return <img src={src} alt={alt} className={className} onError={() => setFailed(src)} />;
}
