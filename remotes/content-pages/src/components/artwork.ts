// The seed names its pictures by path ('/images/blog/1.svg'); this remote supplies the artwork.
// A seeded path becomes a small generated picture (a gradient and shapes picked from the path),
// so every page has real, distinct images with no files to serve; uploads (data URLs) and web
// addresses are shown as they are.

const uploaded = /^(data:image\/|https?:\/\/)/;

/** A whole number from a text, the same every time (the artwork's "seed"). */
function hashOf(text: string): number {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return hash >>> 0;
}

/** A picture the browser can show for an image path of the seed, an upload or a web address; '' for none. */
export function artworkSrc(path: string): string {
  if (!path) return '';
  if (uploaded.test(path)) return path;
  const hash = hashOf(path);
  const hue = hash % 360;
  const second = (hue + 40 + ((hash >> 9) % 80)) % 360;
  const x = 40 + ((hash >> 3) % 240);
  const y = 30 + ((hash >> 11) % 120);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},55%,42%)"/><stop offset="1" stop-color="hsl(${second},60%,28%)"/></linearGradient></defs><rect width="320" height="180" fill="url(#g)"/><circle cx="${x}" cy="${y}" r="${30 + (hash % 40)}" fill="hsla(0,0%,100%,.18)"/><path d="M0 150 L90 95 L160 140 L230 80 L320 135 V180 H0Z" fill="hsla(0,0%,0%,.25)"/></svg>`;
  return `data:image/svg+xml,${svg.replace(/"/g, "'").replace(/[<>#%]/g, encodeURIComponent)}`;
}

/** A person's picture for the kit's Avatar: only an upload or a web address (seeded avatars show initials). */
export function avatarSrc(path: string): string | undefined {
  return uploaded.test(path) ? path : undefined;
}
