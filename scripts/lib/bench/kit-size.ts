// The kit's weight per app: how many gzip bytes of @console/ui (shared/ui/src) each build
// ships, and how many of them the todo → users visit downloaded. The kit is no federation
// singleton: every remote bundles the parts it imports, so this is what each remote pays for it.
//
// Method (as libraryGzip in assets.ts): in every JavaScript chunk of the federated build, the
// kit's modules' share of the chunk's bytes (from its source map) times the chunk's gzip size.
// Gzip compresses a chunk as a whole, so a module's gzip bytes are an estimate, not a measure.
import path from 'node:path';
import { gzipBytes, kb, packageFolder, type AppBuild } from './assets';
import type { FileOf } from './downloads';
import type { NavigationLoad } from './navigation-load';
import { sourceSizes } from './source-sizes';

export const kitPackage = '@console/ui';

export interface KitSize {
  app: string;
  /** ≈ gzip KB of the kit in every chunk of the app's federated build. */
  gzipKB: number;
  /** Minified KB of the kit's modules in those chunks. */
  minifiedKB: number;
  /** ≈ gzip KB of the kit in the app's chunks the visit downloaded. */
  downloadedGzipKB: number;
  /** Chunks carrying kit code: file (relative to the app's dist) → ≈ gzip KB of kit in it. */
  chunks: Record<string, number>;
}

/** ≈ gzip and minified bytes of the kit in each of `files` that carries some. */
function kitIn(files: string[]): Map<string, { gzip: number; bytes: number }> {
  const folder = packageFolder(kitPackage);
  const result = new Map<string, { gzip: number; bytes: number }>();
  for (const file of files) {
    const sizes = sourceSizes(file);
    if (!sizes) continue;
    const bytes = sizes.sources.reduce((sum, source, index) => sum + (source.includes(folder) ? (sizes.bytes[index] ?? 0) : 0), 0);
    if (bytes > 0) result.set(file, { gzip: (gzipBytes(file) * bytes) / Math.max(1, sizes.total), bytes });
  }
  return result;
}

const sum = (values: Iterable<{ gzip: number; bytes: number }>, key: 'gzip' | 'bytes') => [...values].reduce((total, value) => total + value[key], 0);

/** The kit in each build that carries it (the shell's too, for information). */
export function kitSizes(builds: AppBuild[], load: NavigationLoad, fileOf: FileOf): KitSize[] {
  const downloaded = new Set(load.scripts.map(fileOf));
  return builds.flatMap((build) => {
    const shipped = kitIn(build.chunks);
    if (!shipped.size) return [];
    const loaded = [...shipped].filter(([file]) => downloaded.has(file)).map(([, size]) => size);
    return [{
      app: build.app,
      gzipKB: kb(sum(shipped.values(), 'gzip')),
      minifiedKB: kb(sum(shipped.values(), 'bytes')),
      downloadedGzipKB: kb(sum(loaded, 'gzip')),
      chunks: Object.fromEntries([...shipped].map(([file, size]) => [path.relative(build.dir, file), kb(size.gzip)])),
    }];
  });
}

/** The section printed under the main report. */
export function formatKitSizes(sizes: KitSize[]): string[] {
  const lines = [
    '',
    `The kit (${kitPackage}, ${packageFolder(kitPackage).replace(/^\/|\/$/g, '')}/src) in each build, ≈ gzip (its share of each chunk's bytes × the chunk's gzip)`,
    `  ${'app'.padEnd(28)} ${'in build'.padStart(10)} ${'downloaded'.padStart(11)} ${'minified'.padStart(10)}   chunks (≈ gzip KB)`,
  ];
  for (const size of sizes) {
    const name = size.app === 'shell' ? 'shell (information)' : size.app;
    const chunks = Object.entries(size.chunks).map(([file, value]) => `${file} ${value}`).join(', ');
    lines.push(`  ${name.padEnd(28)} ${`${size.gzipKB} KB`.padStart(10)} ${`${size.downloadedGzipKB} KB`.padStart(11)} ${`${size.minifiedKB} KB`.padStart(10)}   ${chunks}`);
  }
  lines.push('  (downloaded: on the todo → users visit above)');
  return lines;
}
