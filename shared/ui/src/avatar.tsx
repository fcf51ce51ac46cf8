import { useState } from 'react';

// Every colour keeps white initials at WCAG AA contrast (4.5:1) or better.
const palette = ['#5a4fcf', '#1f7a4d', '#b42318', '#9a4d00', '#0b6e82', '#4b5563'];

/** Up to two initials of a full name ('Maya Lindqvist' → 'ML'). */
export function initials(fullName: string): string {
  const parts = fullName.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts.at(-1)] : parts;
  return letters.map((part) => part?.[0]?.toUpperCase() ?? '').join('');
}

function colourFor(name: string): string {
  let sum = 0;
  for (const char of name) sum += char.charCodeAt(0);
  return palette[sum % palette.length] ?? '#5a4fcf';
}

/**
 * A round avatar: the picture when there is one and it loads, otherwise the initials on a stable
 * colour.
 */
export function Avatar({ fullName, src, size = 32, decorative = false }: { fullName: string; src?: string; size?: number; decorative?: boolean }) {
  // The picture that failed to load, so a broken link shows initials instead of a broken image.
  const [failedSrc, setFailedSrc] = useState<string>();
  const style = { width: size, height: size, fontSize: size * 0.4 };
  // Decorative: the name is already written next to it, so assistive tech should not hear it twice.
  if (src && src !== failedSrc) {
    return <img className="rounded-circle object-fit-cover" src={src} alt={decorative ? '' : fullName} style={style} onError={() => setFailedSrc(src)} />;
  }
  return (
    <span
      className="rounded-circle d-inline-flex align-items-center justify-content-center text-white fw-semibold flex-shrink-0"
      style={{ ...style, background: colourFor(fullName) }}
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': fullName })}
    >
      {initials(fullName)}
    </span>
  );
}
