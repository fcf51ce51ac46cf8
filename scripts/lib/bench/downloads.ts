// What a page load downloaded, read against the builds: React copies, shared libraries, totals.
import path from 'node:path';
import { root } from '../apps';
import { gzipBytes, kb, libraryGzip, reactPackages, reactPackagesIn, type AppBuild, type ReactPackage } from './assets';
import type { PageLoad } from './browser';

/** Maps a served URL to the built file on disk (undefined for anything else). */
export type FileOf = (url: string) => string | undefined;

/** The values without repeats, in first-seen order. */
export const unique = <T>(values: T[]) => [...new Set(values)];
/** A served URL as the built file's path in the repository (the URL when it is no built file). */
export const relative = (url: string, fileOf: FileOf) => {
  const file = fileOf(url);
  return file ? path.relative(root, file) : url;
};

/** Gzip bytes of the distinct built scripts a load downloaded. */
export function jsGzipBytes(load: PageLoad, fileOf: FileOf): number {
  return unique(load.scripts.map(fileOf)).reduce((sum, file) => sum + (file ? gzipBytes(file) : 0), 0);
}

/** Per React package, the downloaded files carrying it, for the load that downloaded most copies. */
export function reactFiles(loads: PageLoad[], fileOf: FileOf) {
  const names = Object.keys(reactPackages) as ReactPackage[];
  const worst = Object.fromEntries(names.map((name) => [name, [] as string[]])) as Record<ReactPackage, string[]>;
  const unclassified = new Set<string>();
  for (const load of loads) {
    const found = Object.fromEntries(names.map((name) => [name, [] as string[]])) as Record<ReactPackage, string[]>;
    for (const url of unique(load.scripts)) {
      const file = fileOf(url);
      const packages = file ? reactPackagesIn(file) : undefined;
      if (!packages) unclassified.add(url);
      for (const name of packages ?? []) found[name].push(relative(url, fileOf));
    }
    for (const name of names) if (found[name].length > worst[name].length) worst[name] = found[name];
  }
  return { worst, unclassified: [...unclassified] };
}

/** Per shared library and app, ≈ gzip bytes of the library in the files the loads downloaded. */
export function sharedDownloads(loads: PageLoad[], builds: AppBuild[], fileOf: FileOf) {
  const downloaded = unique(loads.flatMap((load) => load.scripts.map(fileOf))).filter((file) => file !== undefined);
  const result: Record<string, Record<string, number>> = {};
  for (const build of builds) {
    const files = downloaded.filter((file) => file.startsWith(`${build.dir}/`));
    for (const lib of Object.keys(build.shared)) {
      const bytes = libraryGzip(lib, files, build.shared);
      if (bytes > 0) (result[lib] ??= {})[build.app] = kb(bytes);
    }
  }
  return result;
}

/** A script that could not be classified, named with the shared library its manifest lists it under. */
export function describeUnclassified(url: string, builds: AppBuild[], fileOf: FileOf): string {
  const file = fileOf(url) ?? '';
  const build = builds.find((candidate) => file.startsWith(`${candidate.dir}/`));
  const library = Object.entries(build?.shared ?? {}).find(([, files]) => files.includes(file))?.[0];
  return `${relative(url, fileOf)}${library ? ` (manifest: shared ${library})` : ''}`;
}
