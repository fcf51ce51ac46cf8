/**
 * @jest-environment node
 *
 * An address written inside an Arabic text ("https://…", "https://example.com/") ends in
 * punctuation that takes the sentence's direction: shown right to left, "https://…" reads
 * "…//:https". A left-to-right mark (U+200E) after such an example keeps it whole. This scans
 * every source file with Arabic texts (the remotes', the shell's, the kit's catalogues).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
const folders = ['shell/src', 'shared', 'remotes'];
const skipped = new Set(['node_modules', 'dist', '.reports']);

function sources(folder: string): string[] {
  return readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(folder, entry.name);
    if (entry.isDirectory()) return skipped.has(entry.name) ? [] : sources(relative);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

const arabic = /[\u0600-\u06FF]/;
// An address that ends in a neutral character (…, /, :) with no left-to-right mark after it.
const unmarkedAddress = /https?:\/\/\S*?[…/:](?!\u200E)(?=[\s)'`]|$)/;

it('marks every address example in an Arabic text to read left to right', () => {
  const unmarked = [...new Set(folders.flatMap(sources))].flatMap((file) =>
    readFileSync(path.join(root, file), 'utf8')
      .split('\n')
      .flatMap((line, index) => (arabic.test(line) && unmarkedAddress.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
  );
  expect(unmarked).toEqual([]);
});
