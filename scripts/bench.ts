// npm run bench [-- --rebuild] [-- --runs N]: builds if needed, serves the federated and the
// plain build, measures them in Chromium and prints the figures (also .reports/bench.json).
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { apps, root } from './lib/apps';
import { readBuild } from './lib/bench/assets';
import { coldLoad, demoSession, launchChromium, type PageLoad } from './lib/bench/browser';
import { buildIfNeeded } from './lib/bench/freshness';
import { formatMockVolume, measureMockVolume, mockVolumeChecks, type MockVolume } from './lib/bench/mock-volume';
import { formatReport, writeReport } from './lib/bench/report';
import { formatUsersVolume, measureUsersVolume, usersVolumeChecks, type UsersVolume } from './lib/bench/users-volume';
import { serveForBench, type BenchServers } from './lib/bench/servers';
import { summarize } from './lib/bench/summary';
import { remoteMeta as todoMeta } from '../remotes/todo/src/remote-meta';

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index < 0 ? undefined : process.argv[index + 1];
}

/** The start page once, then `runs` cold loads of the todo page per variant, alternating. */
async function measure(browser: Browser, servers: BenchServers, runs: number) {
  const todoPath = todoMeta.basePath;
  console.log(`Measuring ${servers.federated}/ (federated) and ${servers.plain}/ (plain): ${runs} cold loads each of ${todoPath}…`);
  // The page a signed-out user gets first: the login page.
  const startPage = await coldLoad(browser, `${servers.federated}/login`, false);
  const session = await demoSession(browser, servers.federated);
  // Untimed: fills the static server's gzip cache so the first timed plain load pays no compression.
  await coldLoad(browser, `${servers.plain}/`, false, session);
  const federatedLoads: PageLoad[] = [];
  const plainLoads: PageLoad[] = [];
  for (let run = 0; run < runs; run += 1) {
    // Alternating (and swapping who goes first) spreads machine noise over both variants.
    const order = run % 2 ? (['plain', 'federated'] as const) : (['federated', 'plain'] as const);
    for (const variant of order) {
      const load = await coldLoad(browser, `${servers[variant]}${todoPath}`, true, session);
      (variant === 'federated' ? federatedLoads : plainLoads).push(load);
    }
  }
  return { startPage, federatedLoads, plainLoads };
}

async function main(): Promise<void> {
  const runs = Math.max(5, Number(option('--runs') ?? 7) || 7);
  const build = await buildIfNeeded(process.argv.includes('--rebuild'));
  const servers = await serveForBench();
  let loads: Awaited<ReturnType<typeof measure>>;
  let volume: MockVolume;
  let usersVolume: UsersVolume;
  try {
    const browser = await launchChromium();
    try {
      loads = await measure(browser, servers, runs);
      const session = await demoSession(browser, servers.federated);
      volume = await measureMockVolume(browser, servers.federated, session);
      usersVolume = await measureUsersVolume(browser, servers.federated, session);
    } finally {
      await browser.close();
    }
  } finally {
    await servers.close();
  }
  const builds = apps.map((app) => readBuild(app.name, path.join(app.dir, 'dist')));
  const volumeChecks = mockVolumeChecks(volume);
  const summary = summarize({ build, ...loads, builds, fileOf: servers.fileOf });
  const usersChecks = usersVolumeChecks(usersVolume);
  const report = { ...summary, mockVolume: volume, usersVolume, checks: [...summary.checks, ...volumeChecks, ...usersChecks] };
  console.log([...formatReport(report), ...formatMockVolume(volume, volumeChecks), ...formatUsersVolume(usersVolume, usersChecks)].join('\n'));
  console.log(`\nWrote ${path.relative(root, writeReport(report, path.join(root, '.reports/bench.json')))}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
