// npm run bench [-- --rebuild] [-- --runs N]: builds if needed, serves the federated and the
// plain build, the same shell with six extra remotes listed, and the two floor pages; measures them
// in Chromium and prints the figures (also .reports/bench.json).
// npm run bench -- --only libraries: only the library copies and the kit's size per remote
// (federated build only, about a minute; .reports/bench-libraries.json).
// npm run bench -- --only login: only the login page's JS at network idle, file by file.
// npm run bench -- --only lists: only each remote's list at 10,000 rows (list-volume-specs.ts);
// add --remote <id> for one remote's lists.
// npm run bench -- --only mock: only the mock backend at 10,000 rows (list calls, beacons, a feed).
// npm run bench -- --only order: when a cold todo load asks for each file, against its paint.
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { apps, root } from './lib/apps';
import { gzipBytes, kb, readBuild, type AppBuild } from './lib/bench/assets';
import { chartsPainted, coldLoad, demoSession, demoSessions, launchChromium, todoPainted, type PageLoad } from './lib/bench/browser';
import { jsGzipBytes, relative, unique, type FileOf } from './lib/bench/downloads';
import { buildFloors } from './lib/bench/floor';
import { buildIfNeeded } from './lib/bench/freshness';
import { formatKitSizes, kitSizes } from './lib/bench/kit-size';
import { countLibraryCopies, formatLibraryCopies, libraryCopiesChecks } from './lib/bench/library-copies';
import { formatMockVolume, measureMockVolume, mockVolumeChecks, type MockVolume } from './lib/bench/mock-volume';
import { todoThenUsers, type NavigationLoad } from './lib/bench/navigation-load';
import { measureLoadOrder, originNames } from './lib/bench/load-order';
import { formatLoadOrder } from './lib/bench/load-order-format';
import { formatReport, writeReport } from './lib/bench/report';
import { formatListVolume, listVolumeChecks, measureListVolume, type ListVolume } from './lib/bench/list-volume';
import { listVolumeSpecs } from './lib/bench/list-volume-specs';
import { serveFederated, serveForBench, type BenchServers } from './lib/bench/servers';
import { summarize, type Variant } from './lib/bench/summary';
import { buildFixtureRemotes } from './lib/fixture-remotes';
import { remoteMeta as todoMeta } from '../remotes/todo/src/remote-meta';

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index < 0 ? undefined : process.argv[index + 1];
}

/** Six remotes the shell has never seen, each with its own base path (the "many remotes" load). */
const extraRemotes = Array.from({ length: 6 }, (_, index) => [`bench-extra-${index + 1}`, `/bench/extra-${index + 1}`] as const);

/** The login page once, then `runs` cold loads of the todo page per variant, alternating. */
async function measure(browser: Browser, servers: BenchServers, runs: number) {
  const todoPath = todoMeta.basePath;
  // The cards remote's analytics dashboard, timed in the same run when the cards remote is built.
  const withDashboard = apps.some((app) => app.name === 'cards');
  const variants: Variant[] = ['federated', 'federatedMany', 'plain', 'floor', 'librariesFloor', 'inMemory', 'persisted', ...(withDashboard ? (['dashboard'] as const) : [])];
  const urls: Record<Variant, string> = {
    federated: `${servers.federated}${todoPath}`,
    federatedMany: `${servers.federatedMany}${todoPath}`,
    plain: `${servers.plain}${todoPath}`,
    floor: `${servers.floor}/`,
    librariesFloor: `${servers.librariesFloor}/`,
    dashboard: `${servers.federated}/dashboard/analytics`,
    inMemory: `${servers.federated}${todoPath}?mockPersist=off`,
    persisted: `${servers.federated}${todoPath}`,
  };
  const options = (variant: Variant) => ({ withStoredData: variant === 'persisted' });
  const paintedWhen = (variant: Variant) => (variant === 'dashboard' ? chartsPainted : todoPainted);
  console.log(`Measuring ${runs} cold loads each: ${todoPath} federated, with ${servers.manyCount} remotes listed, plain, the two floor pages${withDashboard ? ', and /dashboard/analytics' : ''}…`);
  // The page a signed-out user gets first: the login page, until the network is idle.
  const startPage = await coldLoad(browser, `${servers.federated}/login`, false);
  const session = demoSessions(browser, servers.federated);
  // Untimed: fills the static servers' gzip caches so no timed load pays for compression.
  for (const variant of variants) await coldLoad(browser, urls[variant], paintedWhen(variant), await session(), options(variant));
  const loads: Record<Variant, PageLoad[]> = { federated: [], federatedMany: [], plain: [], floor: [], librariesFloor: [], dashboard: [], inMemory: [], persisted: [] };
  for (let run = 0; run < runs; run += 1) {
    // Alternating, and rotating who goes first, spreads machine noise over every variant.
    const order = variants.map((_, index) => variants[(index + run) % variants.length] as Variant);
    for (const variant of order) loads[variant].push(await coldLoad(browser, urls[variant], paintedWhen(variant), await session(), options(variant)));
  }
  return { startPage, loads };
}

/** Every app's federated build, read from its dist. */
const readBuilds = () => apps.map((app) => readBuild(app.name, path.join(app.dir, 'dist')));

/** The libraries each loaded once, and the kit's size per remote, from the todo → users visit. */
function libraryFigures(load: NavigationLoad, builds: AppBuild[], fileOf: FileOf) {
  const libraryCopies = countLibraryCopies(load, builds, fileOf);
  const kitGzip = kitSizes(builds, load, fileOf);
  const checks = libraryCopiesChecks(libraryCopies);
  return { libraryCopies, kitGzip, checks, lines: [...formatLibraryCopies(libraryCopies, checks), ...formatKitSizes(kitGzip)] };
}

/** --only libraries: the federated build alone, one visit, no timings. */
async function librariesOnly(): Promise<void> {
  await buildIfNeeded(process.argv.includes('--rebuild'), { plain: false });
  const servers = await serveFederated();
  let load: NavigationLoad;
  try {
    const browser = await launchChromium();
    try {
      load = await todoThenUsers(browser, servers.federated, await demoSession(browser, servers.federated));
    } finally {
      await browser.close();
    }
  } finally {
    await servers.close();
  }
  const { lines, ...figures } = libraryFigures(load, readBuilds(), servers.fileOf);
  const misses = figures.checks.filter((check) => !check.ok);
  console.log([...lines, '', misses.length ? `MISS: ${misses.map((miss) => miss.name).join('; ')}` : 'Every target met.'].join('\n'));
  const report = { date: new Date().toISOString(), ...figures };
  console.log(`\nWrote ${path.relative(root, writeReport(report, path.join(root, '.reports/bench-libraries.json')))}`);
}

/** --only login: the login page's scripts at network idle, biggest first, and their gzip total. */
async function loginOnly(): Promise<void> {
  await buildIfNeeded(process.argv.includes('--rebuild'), { plain: false });
  const servers = await serveFederated();
  let load: PageLoad;
  try {
    const browser = await launchChromium();
    try {
      load = await coldLoad(browser, `${servers.federated}/login`, false);
    } finally {
      await browser.close();
    }
  } finally {
    await servers.close();
  }
  const files = unique(load.scripts)
    .map((url) => ({ file: relative(url, servers.fileOf), gzipKB: kb(gzipBytes(servers.fileOf(url) ?? '')) }))
    .sort((a, b) => b.gzipKB - a.gzipKB);
  const total = kb(jsGzipBytes(load, servers.fileOf));
  console.log([...files.map(({ file, gzipKB }) => `${String(gzipKB).padStart(7)} KB  ${file}`), `${String(total).padStart(7)} KB  login page JS gzip (target ≤ 200 KB${total <= 200 ? ', met' : ', MISS'})`].join('\n'));
}

/** Builds if needed, serves the federated build alone and runs `measure` in Chromium against it. */
async function onFederated<T>(measure: (browser: Browser, origin: string) => Promise<T>): Promise<T> {
  await buildIfNeeded(process.argv.includes('--rebuild'), { plain: false });
  const servers = await serveFederated();
  try {
    const browser = await launchChromium();
    try {
      return await measure(browser, servers.federated);
    } finally {
      await browser.close();
    }
  } finally {
    await servers.close();
  }
}

/** --only lists: each list at volume, on the federated build alone. */
async function listsOnly(): Promise<void> {
  const lines = await onFederated(async (browser, origin) => {
    const session = demoSessions(browser, origin);
    const found: string[] = [];
    const remote = option('--remote');
    for (const spec of listVolumeSpecs.filter((candidate) => !remote || candidate.remote === remote)) {
      const measured = await measureListVolume(browser, origin, await session(), spec);
      found.push(...(measured ? formatListVolume(measured, listVolumeChecks(measured)) : ['', `${spec.remote}: not served (not in remotes.json), skipped`]));
    }
    return found;
  });
  console.log(lines.join('\n'));
}

/** --only mock: the mock backend at volume (seeding, list calls, beacons and feed), on the federated build alone. */
async function mockOnly(): Promise<void> {
  const volume = await onFederated(async (browser, origin) => measureMockVolume(browser, origin, await demoSession(browser, origin)));
  console.log(formatMockVolume(volume, mockVolumeChecks(volume)).join('\n'));
}

/** --only order: the files a cold todo load asks for before its paint, and when. */
async function orderOnly(): Promise<void> {
  const lines = await onFederated(async (browser, origin) => formatLoadOrder(await measureLoadOrder(browser, origin), await originNames(origin)));
  console.log(lines.join('\n'));
}

async function main(): Promise<void> {
  if (option('--only') === 'order') return orderOnly();
  if (option('--only') === 'lists') return listsOnly();
  if (option('--only') === 'mock') return mockOnly();
  if (option('--only') === 'libraries') return librariesOnly();
  if (option('--only') === 'login') return loginOnly();
  const runs = Math.max(5, Number(option('--runs') ?? 9) || 9);
  const build = await buildIfNeeded(process.argv.includes('--rebuild'));
  console.log('Building the floor pages and the extra remotes (cached in .fixtures)…');
  const [floors, extraDists] = await Promise.all([buildFloors(), buildFixtureRemotes(extraRemotes)]);
  const servers = await serveForBench(extraDists, floors);
  let measured: Awaited<ReturnType<typeof measure>>;
  let volume: MockVolume;
  const listVolumes: ListVolume[] = [];
  let visit: NavigationLoad;
  try {
    const browser = await launchChromium();
    try {
      measured = await measure(browser, servers, runs);
      const session = demoSessions(browser, servers.federated);
      volume = await measureMockVolume(browser, servers.federated, await session());
      for (const spec of listVolumeSpecs) {
        const measured = await measureListVolume(browser, servers.federated, await session(), spec);
        if (measured) listVolumes.push(measured);
      }
      visit = await todoThenUsers(browser, servers.federated, await session());
    } finally {
      await browser.close();
    }
  } finally {
    await servers.close();
  }
  const builds = readBuilds();
  const volumeChecks = mockVolumeChecks(volume);
  const summary = summarize({ build, startPage: measured.startPage, loads: measured.loads, manyCount: servers.manyCount, fewCount: servers.fewCount, builds, fileOf: servers.fileOf });
  const listChecks = listVolumes.map(listVolumeChecks);
  const { lines: libraryLines, checks: libraryChecks, ...libraries } = libraryFigures(visit, builds, servers.fileOf);
  const report = { ...summary, mockVolume: volume, listVolumes, ...libraries, checks: [...summary.checks, ...libraryChecks, ...volumeChecks, ...listChecks.flat()] };
  console.log([...formatReport(report), ...libraryLines, ...formatMockVolume(volume, volumeChecks), ...listVolumes.flatMap((list, index) => formatListVolume(list, listChecks[index] ?? []))].join('\n'));
  console.log(`\nWrote ${path.relative(root, writeReport(report, path.join(root, '.reports/bench.json')))}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
