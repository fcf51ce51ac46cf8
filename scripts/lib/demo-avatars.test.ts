import { inflateSync } from 'node:zlib';
import { seedAvatarCount } from '../../shared/mirage/src/domains/seed-avatars';
import { demoAvatarCells, demoAvatarPng, demoAvatarSize } from './demo-avatars';

/** The PNG's chunks by type. */
function chunks(png: Buffer): Map<string, Buffer> {
  const found = new Map<string, Buffer>();
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    found.set(type, Buffer.concat([found.get(type) ?? Buffer.alloc(0), png.subarray(at + 8, at + 8 + length)]));
    at += 12 + length;
  }
  return found;
}

it('draws each picture as a valid RGB PNG of the stated size', () => {
  for (let n = 1; n <= seedAvatarCount; n += 1) {
    const png = demoAvatarPng(n);
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    const parts = chunks(png);
    const header = parts.get('IHDR') ?? Buffer.alloc(13);
    expect([header.readUInt32BE(0), header.readUInt32BE(4), header[8], header[9]]).toEqual([demoAvatarSize, demoAvatarSize, 8, 2]);
    // Every row: a filter byte and three bytes a pixel.
    expect(inflateSync(parts.get('IDAT') ?? Buffer.alloc(0))).toHaveLength(demoAvatarSize * (1 + demoAvatarSize * 3));
    expect(parts.has('IEND')).toBe(true);
  }
});

it('mirrors every grid left to right, and gives different numbers different pictures, the same one each time', () => {
  const grids = Array.from({ length: seedAvatarCount }, (_, index) => demoAvatarCells(index + 1));
  for (const grid of grids) for (const row of grid) expect(row).toEqual([...row].reverse());
  for (const grid of grids) expect(grid.flat().filter(Boolean).length).toBeGreaterThan(2);
  expect(new Set(grids.map((grid) => JSON.stringify(grid))).size).toBe(seedAvatarCount);
  expect(demoAvatarPng(3).equals(demoAvatarPng(3))).toBe(true);
});
