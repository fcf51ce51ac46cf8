// What the built files are: gzip sizes, which React packages a chunk carries (read from its
// source map), and each app's shared libraries and remote entry (read from mf-manifest.json).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from '../apps';
import { sourceSizes } from './source-sizes';

/** React packages that must exist once in the page, with the module that carries each one's code. */
export const reactPackages = {
  react: 'react/cjs/react.production',
  'react-dom': 'react-dom/cjs/react-dom.production',
  'react-dom/client': 'react-dom/cjs/react-dom-client.production',
} as const;
export type ReactPackage = keyof typeof reactPackages;

const gzipCache = new Map<string, number>();

/** Gzip size in bytes of a file on disk (zlib's default level, as the static server sends it). */
export function gzipBytes(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(file)).length;
    gzipCache.set(file, size);
  }
  return size;
}

/** Bytes to KB with one decimal. */
export function kb(bytes: number): number {
  return Math.round((bytes / 1024) * 10) / 10;
}

/**
 * The React packages whose code a built chunk contains, from its source map's module list; a
 * chunk without a map falls back to its extracted license comments. `undefined`: cannot tell.
 */
export function reactPackagesIn(file: string): ReactPackage[] | undefined {
  const names = Object.keys(reactPackages) as ReactPackage[];
  const sizes = sourceSizes(file);
  if (sizes) return names.filter((name) => sizes.sources.some((source) => /\.(min\.)?js$/.test(source) && source.includes(`node_modules/${reactPackages[name]}.`)));
  if (existsSync(`${file}.LICENSE.txt`)) {
    // React's license header names the module, e.g. "react-dom-client.production.js".
    const licenses = readFileSync(`${file}.LICENSE.txt`, 'utf8');
    return names.filter((name) => new RegExp(`(^|\\s)${path.basename(reactPackages[name])}\\.js`, 'm').test(licenses));
  }
  return undefined;
}

interface ManifestAssets {
  js: { sync: string[]; async: string[] };
}
interface Manifest {
  metaData: { remoteEntry: { name: string; path: string } };
  shared: { name: string; assets: ManifestAssets }[];
}

export interface AppBuild {
  app: string;
  dir: string;
  /** The remote's entry file; absent for the shell. */
  remoteEntry?: string;
  /** Shared library name → its JS files, as the manifest lists them. */
  shared: Record<string, string[]>;
  /** Every federated JS file of the build (a remote's standalone/ build aside), each code once. */
  chunks: string[];
}

/** Reads an app's mf-manifest.json from its dist directory. */
export function readBuild(app: string, dir: string): AppBuild {
  const manifest = JSON.parse(readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8')) as Manifest;
  const { name, path: entryPath } = manifest.metaData.remoteEntry;
  const shared = Object.fromEntries(
    manifest.shared.map((lib) => [lib.name, [...lib.assets.js.sync, ...lib.assets.js.async].map((file) => path.join(dir, file))]),
  );
  const files = (folder: string): string[] =>
    readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) return entry.name === 'standalone' ? [] : files(full);
      return entry.name.endsWith('.js') ? [full] : [];
    });
  const remoteEntry = name ? path.join(dir, entryPath, name) : undefined;
  return { app, dir, remoteEntry, shared, chunks: distinctCode(files(dir)) };
}

/** A chunk's code without the lines that name the file itself (license pointer, source map). */
function code(file: string): string {
  return readFileSync(file, 'utf8')
    .replace(/^\/\*! For license information please see .*\*\/\n?/m, '')
    .replace(/\n?\/\/# sourceMappingURL=.*$/m, '');
}

/** Drops files whose code equals an earlier one's: webpack may emit a chunk under two ids. */
function distinctCode(files: string[]): string[] {
  const seen = new Set<string>();
  return files.filter((file) => {
    const body = code(file);
    if (seen.has(body)) return false;
    seen.add(body);
    return true;
  });
}

/** Workspace package name → its folder, e.g. '@console/auth' → '/shared/auth/'. */
const workspaceFolders = new Map(
  readdirSync(path.join(root, 'shared'))
    .filter((name) => existsSync(path.join(root, 'shared', name, 'package.json')))
    .map((name) => [(JSON.parse(readFileSync(path.join(root, 'shared', name, 'package.json'), 'utf8')) as { name: string }).name, `/shared/${name}/`]),
);

/** A package's folder as source maps name it: '/shared/<name>/' for a workspace package, else 'node_modules/<name>/'. */
export const packageFolder = (name: string) => workspaceFolders.get(name) ?? `node_modules/${name}/`;

/**
 * ≈ gzip bytes of a shared library in the given chunks: the chunks its manifest entry lists count
 * whole (with whatever the library bundles in); of a chunk no entry lists (a vendor chunk webpack
 * split off, such as react-router's core) the library's modules count, as their share of the
 * chunk's bytes (from its source map) times the chunk's gzip size.
 */
export function libraryGzip(library: string, chunks: string[], shared: Record<string, string[]>): number {
  const folder = packageFolder(library);
  const listedElsewhere = new Set(Object.entries(shared).flatMap(([name, files]) => (name === library ? [] : files)));
  let total = 0;
  for (const chunk of chunks) {
    if (shared[library]?.includes(chunk)) total += gzipBytes(chunk);
    if (shared[library]?.includes(chunk) || listedElsewhere.has(chunk)) continue;
    const sizes = sourceSizes(chunk);
    const own = sizes?.sources.reduce((sum, source, index) => sum + (source.includes(folder) ? (sizes.bytes[index] ?? 0) : 0), 0) ?? 0;
    if (sizes) total += (gzipBytes(chunk) * own) / Math.max(1, sizes.total);
  }
  return total;
}
