// Turns the page loads and the builds' manifests into the benchmark's figures and target checks.
import { gzipBytes, kb, libraryGzip, type AppBuild, type ReactPackage } from './assets';
import type { PageLoad } from './browser';
import { describeUnclassified, jsGzipBytes, reactFiles, relative, sharedDownloads, unique, type FileOf } from './downloads';
import type { BuildTiming } from './freshness';

export interface Check {
  name: string;
  value: number;
  unit: string;
  target: string;
  ok: boolean;
}

/** The pages timed against each other: the console federated (with its remotes, and with six
 * extra ones listed), the same console as one plain bundle, the floor page, the libraries floor
 * (the same list on the console's libraries, none of its code), and (when the cards
 * remote is built) the analytics dashboard's charts; the todo page with the mock in memory
 * (?mockPersist=off) and reading its data from IndexedDB (a second visit), for the cost of persistence. */
export type Variant = 'federated' | 'federatedMany' | 'plain' | 'floor' | 'librariesFloor' | 'dashboard' | 'inMemory' | 'persisted';

export interface VariantTimes {
  runs: number[];
  median: number;
}

export interface BenchReport {
  date: string;
  build: BuildTiming;
  /** Gzip KB of every script the login page (`/login`, signed out) downloads. */
  loginPageJsGzipKB: number;
  loginPageJs: { file: string; gzipKB: number }[];
  /** Gzip KB of the scripts the todo page downloads, federated and as one plain bundle. */
  todoPageJsGzipKB: { federated: number; plain: number };
  remoteEntryGzipKB: Record<string, number>;
  /** Shared library → app → ≈ gzip KB of the library in that app's build (see libraryGzip). */
  sharedGzipKB: Record<string, Record<string, number>>;
  /** Shared library → app → ≈ gzip KB of the library the todo page downloaded from that app. */
  sharedDownloadedKB: Record<string, Record<string, number>>;
  /** React package → how many files carrying its code one federated load downloaded (worst load). */
  reactCopies: Record<ReactPackage, number>;
  reactFiles: Record<ReactPackage, string[]>;
  /** Downloaded scripts whose contents could not be read (no source map, no license file). */
  unclassifiedScripts: string[];
  /** Navigation start → first task row, per variant. */
  todoListMs: Record<Variant, VariantTimes>;
  /** How many remotes the federatedMany variant lists. */
  manyCount: number;
  /** How many remotes the federated variant lists. */
  fewCount: number;
  /** librariesFloorToFloor and federatedToLibrariesFloor have no target: they say where the gap to the floor lies. */
  ratios: {
    federatedToPlain: number;
    federatedToFloor: number;
    librariesFloorToFloor: number;
    federatedToLibrariesFloor: number;
    manyToFederated: number;
    dashboardToTodo?: number;
  };
  /** Median todo paint reading the mock's data from IndexedDB minus the median with the mock in memory (noisy: ±100 ms). */
  persistedPaintDeltaMs?: number;
  /** Median, over the loads reading stored data, of the time the mock spent reading it before the paint (in-page measures). */
  persistedReadMs?: number;
  checks: Check[];
}

export interface BenchInput {
  build: BuildTiming;
  startPage: PageLoad;
  loads: Record<Variant, PageLoad[]>;
  manyCount: number;
  fewCount: number;
  builds: AppBuild[];
  fileOf: FileOf;
}

/** Median of a non-empty list (mean of the middle two for an even count). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

const round = (value: number, digits: number) => Number(value.toFixed(digits));

/** Computes every figure and checks it against its target. */
export function summarize(input: BenchInput): BenchReport {
  const { fileOf, builds, loads } = input;
  const times = (variant: Variant): VariantTimes => {
    const runs = loads[variant].map((load) => round(load.todoListMs ?? NaN, 1));
    return { runs, median: round(median(runs), 1) };
  };
  const todoListMs = {
    federated: times('federated'),
    federatedMany: times('federatedMany'),
    plain: times('plain'),
    floor: times('floor'),
    librariesFloor: times('librariesFloor'),
    dashboard: times('dashboard'),
    inMemory: times('inMemory'),
    persisted: times('persisted'),
  };
  const ratio = (a: Variant, b: Variant) => round(todoListMs[a].median / todoListMs[b].median, 2);
  const withDashboard = loads.dashboard.length > 0;
  const ratios = {
    federatedToPlain: ratio('federated', 'plain'),
    federatedToFloor: ratio('federated', 'floor'),
    librariesFloorToFloor: ratio('librariesFloor', 'floor'),
    federatedToLibrariesFloor: ratio('federated', 'librariesFloor'),
    manyToFederated: ratio('federatedMany', 'federated'),
    ...(withDashboard ? { dashboardToTodo: ratio('dashboard', 'federated') } : {}),
  };
  const loginPageJsGzipKB = kb(jsGzipBytes(input.startPage, fileOf));
  const remoteEntryGzipKB: Record<string, number> = {};
  for (const build of builds) if (build.remoteEntry) remoteEntryGzipKB[build.app] = kb(gzipBytes(build.remoteEntry));
  const sharedGzipKB: Record<string, Record<string, number>> = {};
  for (const build of builds) {
    for (const lib of Object.keys(build.shared)) (sharedGzipKB[lib] ??= {})[build.app] = kb(libraryGzip(lib, build.chunks, build.shared));
  }
  const federatedLoads = [input.startPage, ...loads.federated, ...loads.federatedMany];
  const react = reactFiles(federatedLoads, fileOf);
  const checks: Check[] = [
    ...Object.entries(remoteEntryGzipKB).map(([app, value]) => ({ name: `${app} remoteEntry.js gzip`, value, unit: 'KB', target: '≤ 10 KB', ok: value <= 10 })),
    ...Object.entries(react.worst).map(([name, files]) => ({ name: `${name} copies downloaded`, value: files.length, unit: '', target: '= 1', ok: files.length === 1 })),
    { name: 'todo list ratio federated / plain', value: ratios.federatedToPlain, unit: '×', target: '≤ 1.15', ok: ratios.federatedToPlain <= 1.15 },
    { name: 'todo list ratio federated / floor', value: ratios.federatedToFloor, unit: '×', target: '≤ 2.0', ok: ratios.federatedToFloor <= 2 },
    { name: `todo list ratio ${input.manyCount} remotes / ${input.fewCount} remotes listed`, value: ratios.manyToFederated, unit: '×', target: '≤ 1.05', ok: ratios.manyToFederated <= 1.05 },
    { name: 'login page JS gzip', value: loginPageJsGzipKB, unit: 'KB', target: '≤ 200 KB', ok: loginPageJsGzipKB <= 200 },
  ];
  if (ratios.dashboardToTodo !== undefined) {
    checks.push({ name: 'dashboard charts ratio / todo list', value: ratios.dashboardToTodo, unit: '×', target: '≤ 1.3', ok: ratios.dashboardToTodo <= 1.3 });
  }
  const persistedPaintDeltaMs = loads.persisted.length && loads.inMemory.length ? round(todoListMs.persisted.median - todoListMs.inMemory.median, 1) : undefined;
  // The reads on the paint's path (the core's, then each domain's as it loads), summed per load.
  const readSums = loads.persisted.map((load) => Object.values(load.persistReadsMs ?? {}).reduce((sum, ms) => sum + ms, 0));
  const persistedReadMs = readSums.length ? round(median(readSums), 1) : undefined;
  if (persistedReadMs !== undefined) {
    checks.push({ name: 'todo list: reading persisted data adds', value: persistedReadMs, unit: 'ms', target: '≤ 50 ms', ok: persistedReadMs <= 50 });
  }
  if (input.build.buildSeconds !== undefined) {
    const value = round(input.build.buildSeconds, 1);
    checks.push({ name: 'npm run build time', value, unit: 's', target: '≤ 90 s', ok: value <= 90 });
  }
  return {
    date: new Date().toISOString(),
    build: input.build,
    loginPageJsGzipKB,
    loginPageJs: unique(input.startPage.scripts).map((url) => {
      const file = fileOf(url);
      return { file: relative(url, fileOf), gzipKB: file ? kb(gzipBytes(file)) : NaN };
    }),
    todoPageJsGzipKB: {
      federated: kb(Math.max(...loads.federated.map((load) => jsGzipBytes(load, fileOf)))),
      plain: kb(Math.max(...loads.plain.map((load) => jsGzipBytes(load, fileOf)))),
    },
    remoteEntryGzipKB,
    sharedGzipKB,
    sharedDownloadedKB: sharedDownloads(loads.federated, builds, fileOf),
    reactCopies: Object.fromEntries(Object.entries(react.worst).map(([name, files]) => [name, files.length])) as Record<ReactPackage, number>,
    reactFiles: react.worst,
    // unique: one file served from two origins (the shell, and the shell with extra remotes listed) is named once.
    unclassifiedScripts: unique(react.unclassified.map((url) => describeUnclassified(url, builds, fileOf))),
    todoListMs,
    manyCount: input.manyCount,
    fewCount: input.fewCount,
    ratios,
    ...(persistedReadMs !== undefined ? { persistedReadMs, persistedPaintDeltaMs } : {}),
    checks,
  };
}
