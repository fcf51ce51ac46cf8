import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { uiAr } from './ui-ar';
import { uiEn } from './ui-en';
import { uiFr } from './ui-fr';

type Tree = { [key: string]: string | Tree };

/** Every text of a tree by its dotted key. */
function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') found.set(`${prefix}${key}`, value);
    else for (const [path, text] of leaves(value, `${prefix}${key}.`)) found.set(path, text);
  }
  return found;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

const english = leaves(uiEn);
const translations = { fr: leaves(uiFr), ar: leaves(uiAr) };

const srcRoot = join(__dirname, '..');

/** The kit's source files (tests left out), as paths from src/. */
function sourceFiles(dir = srcRoot): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

interface Lookup {
  file: string;
  key: string;
  english: string;
}

const literal = `'((?:[^'\\\\\\n]|\\\\.)*)'`;
/** `t('key', 'English'`: both literals, so this test (and a reader) can check them. */
const lookup = new RegExp(`^t\\(\\s*${literal}\\s*,\\s*${literal}`);
const unescape = (text: string) => text.replace(/\\(.)/g, '$1');

/** Every `t(…)` of a file that takes the kit's `t` from useUiT(); a call that is not `t('key', 'English'…` is an error. */
function lookupsIn(path: string): { found: Lookup[]; unreadable: string[] } {
  const source = readFileSync(path, 'utf8');
  const file = relative(srcRoot, path);
  const found: Lookup[] = [];
  const unreadable: string[] = [];
  if (!/^import \{[^}]*\buseUiT\b[^}]*\} from /m.test(source)) return { found, unreadable };
  for (const call of source.matchAll(/(?<![\w.$])t\(/g)) {
    const match = lookup.exec(source.slice(call.index));
    if (match) found.push({ file, key: match[1]!, english: unescape(match[2]!) });
    else unreadable.push(`${file}: ${source.slice(call.index).split('\n')[0]}`);
  }
  return { found, unreadable };
}

const scanned = sourceFiles().map(lookupsIn);
const lookups = scanned.flatMap((result) => result.found);

describe('the kit’s texts (namespace "ui")', () => {
  it.each(Object.entries(translations))('has every English text translated in %s, with the same placeholders', (_language, translated) => {
    for (const [key, text] of english) {
      expect({ key, text: translated.get(key)?.trim() || undefined }).toEqual({ key, text: expect.any(String) });
      expect({ key, placeholders: placeholders(translated.get(key) ?? '') }).toEqual({ key, placeholders: placeholders(text) });
    }
    expect([...translated.keys()].filter((key) => !english.has(key))).toEqual([]);
  });

  it('finds the lookups in the source: useUiT’s t is always called with a literal key and its English', () => {
    expect(scanned.flatMap((result) => result.unreadable)).toEqual([]);
    // A sample of the files that translate, so a scan that silently finds nothing fails.
    const files = new Set(lookups.map(({ file }) => file));
    const sample = ['data-table/data-table.tsx', 'pagination/pagination.tsx', 'dialogs/undo-toast.tsx', 'form/schema-form.tsx', 'query/use-optimistic-mutation.ts'];
    for (const file of sample) expect(files).toContain(file);
  });

  it('has every key the source looks up in ui-en, with the English the source gives as default', () => {
    const mismatches = lookups
      .filter((found) => english.get(found.key) !== found.english)
      .map((found) => `${found.file}: t('${found.key}', '${found.english}') but ui-en has ${JSON.stringify(english.get(found.key))}`);
    expect(mismatches).toEqual([]);
  });
});
