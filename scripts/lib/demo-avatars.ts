// The demo data's profile pictures (/images/avatars/N.png in the mock's users and invoices): the
// seed points at them, so the builds that write an index.html ship them (webpack.config.base.ts),
// drawn here as identicons — a 5 × 5 grid mirrored left to right, one colour per picture — instead
// of each list asking for pictures that do not exist and falling back to initials after a 404.
import { crc32, deflateSync } from 'node:zlib';

/** Width and height in pixels. */
export const demoAvatarSize = 96;

const cells = 5;

/** FNV-1a, then MurmurHash3's finaliser (names differing in one digit still differ in every bit): the same picture for the same number on every build. */
function hashOf(text: string): number {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

/** HSL (hue in degrees, saturation and lightness 0–1) to 0–255 RGB (CSS Color 4's formula). */
function rgb(hue: number, saturation: number, lightness: number): [number, number, number] {
  const amount = saturation * Math.min(lightness, 1 - lightness);
  const at = (n: number) => {
    const k = (n + hue / 30) % 12;
    return Math.round(255 * (lightness - amount * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [at(0), at(8), at(4)];
}

const pictureHash = (n: number) => hashOf(`console-avatar-${n}`);

/** Which cells of picture `n` are filled: rows of five, each mirrored around its middle. */
export function demoAvatarCells(n: number): boolean[][] {
  const hash = pictureHash(n);
  return Array.from({ length: cells }, (_, row) =>
    Array.from({ length: cells }, (_, column) => {
      const source = column < 3 ? column : cells - 1 - column;
      return ((hash >>> (row * 3 + source)) & 1) === 1;
    }),
  );
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const check = Buffer.alloc(4);
  check.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, check]);
}

/** Picture `n` as a PNG file (8-bit RGB). */
export function demoAvatarPng(n: number): Buffer {
  const filled = demoAvatarCells(n);
  const ink = rgb(pictureHash(n) % 360, 0.55, 0.45);
  const paper: [number, number, number] = [240, 240, 245];
  // A cell of margin all round: the console shows avatars in a circle, which would clip the corners.
  const cell = demoAvatarSize / (cells + 2);
  const margin = cell;
  const rows: Buffer[] = [];
  for (let y = 0; y < demoAvatarSize; y += 1) {
    const row = Buffer.alloc(1 + demoAvatarSize * 3); // filter byte 0: the row as it is
    for (let x = 0; x < demoAvatarSize; x += 1) {
      const column = Math.floor((x - margin) / cell);
      const line = Math.floor((y - margin) / cell);
      const on = filled[line]?.[column] === true;
      row.set(on ? ink : paper, 1 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(demoAvatarSize, 0);
  header.writeUInt32BE(demoAvatarSize, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits per channel, RGB, deflate, no filter choice, no interlace
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.concat(rows))), chunk('IEND', Buffer.alloc(0))]);
}
