// Prints the benchmark as a table (misses marked MISS) and writes it as JSON.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { BenchReport, Check } from './summary';

const width = 56;

function row(name: string, value: string, check?: Check): string {
  const verdict = check ? `${check.target.padEnd(9)} ${check.ok ? 'ok' : 'MISS'}` : '';
  return `  ${name.padEnd(width)} ${value.padStart(12)}   ${verdict}`.trimEnd();
}

/** The report as the lines printed on stdout. */
export function formatReport(report: BenchReport): string[] {
  const check = (name: string) => report.checks.find((candidate) => candidate.name === name);
  const { todoListMs: times } = report;
  const lines = ['', 'Benchmark (gzip sizes are zlib default level of the built files)', ''];
  if (report.build.buildSeconds !== undefined) lines.push(row('npm run build (buildApps)', `${check('npm run build time')?.value} s`, check('npm run build time')));
  if (report.build.plainBuildSeconds !== undefined) lines.push(row('plain build (buildApps({ plain: true }))', `${report.build.plainBuildSeconds.toFixed(1)} s`));
  if (report.build.buildSeconds === undefined && report.build.plainBuildSeconds === undefined) lines.push('  builds were current: not rebuilt (--rebuild forces it)');
  lines.push('', 'Sizes');
  lines.push(row('login page JS (`/login`, at network idle)', `${report.loginPageJsGzipKB} KB`, check('login page JS gzip')));
  lines.push(row('todo page JS, federated', `${report.todoPageJsGzipKB.federated} KB`));
  lines.push(row('todo page JS, plain bundle', `${report.todoPageJsGzipKB.plain} KB`));
  for (const [app, value] of Object.entries(report.remoteEntryGzipKB)) {
    lines.push(row(`${app} remoteEntry.js`, `${value} KB`, check(`${app} remoteEntry.js gzip`)));
  }
  lines.push('', `  ${'shared library (≈ gzip)'.padEnd(width)} ${'todo page'.padStart(12)}   in each build`);
  for (const [lib, perApp] of Object.entries(report.sharedGzipKB)) {
    const loaded = Object.entries(report.sharedDownloadedKB[lib] ?? {});
    const total = loaded.reduce((sum, [, value]) => sum + value, 0);
    const from = loaded.length > 1 ? loaded.map(([app, value]) => `${app} ${value}`).join(' + ') : (loaded[0]?.[0] ?? 'none');
    const builds = Object.entries(perApp).map(([app, value]) => `${app} ${value}`).join(', ');
    lines.push(`  ${lib.padEnd(width)} ${`${total.toFixed(1)} KB`.padStart(12)}   (from ${from}; builds: ${builds} KB)`);
  }
  lines.push('', 'React in the page (files carrying its code, from source maps)');
  for (const [name, files] of Object.entries(report.reactFiles)) {
    lines.push(row(`${name} copies`, String(files.length), check(`${name} copies downloaded`)));
    for (const file of files) lines.push(`      ${file}`);
  }
  if (report.unclassifiedScripts.length) {
    lines.push(`  not classified (no source map or license file): ${report.unclassifiedScripts.join(', ')}`);
  }
  lines.push('', `Navigation start → todo list painted (Chromium, cold, ${times.federated.runs.length} loads each, alternating)`);
  const variant = (name: string, value: { runs: number[]; median: number }) =>
    lines.push(row(`${name} median`, `${value.median} ms`), `      runs: ${value.runs.join(', ')}`);
  variant(`federated (${report.fewCount} remotes listed)`, times.federated);
  variant(`federated (${report.manyCount} remotes listed)`, times.federatedMany);
  variant('plain bundle', times.plain);
  variant('floor (minimal React page, data inlined)', times.floor);
  variant("libraries floor (the console's libraries, one script)", times.librariesFloor);
  if (report.ratios.dashboardToTodo !== undefined) variant('/dashboard/analytics, every chart (federated)', times.dashboard);
  if (report.persistedReadMs !== undefined) {
    variant('federated, mock in memory (?mockPersist=off)', times.inMemory);
    variant('federated, mock data read from IndexedDB', times.persisted);
  }
  lines.push(row('ratio federated / plain', `${report.ratios.federatedToPlain}`, check('todo list ratio federated / plain')));
  lines.push(row('ratio federated / floor', `${report.ratios.federatedToFloor}`, check('todo list ratio federated / floor')));
  // No targets: where the gap to the floor lies, in the libraries or in the console's own start-up.
  lines.push(row('  ratio libraries floor / floor', `${report.ratios.librariesFloorToFloor}`));
  lines.push(row('  ratio federated / libraries floor', `${report.ratios.federatedToLibrariesFloor}`));
  lines.push(row(`ratio ${report.manyCount} remotes / ${report.fewCount} remotes listed`, `${report.ratios.manyToFederated}`, check(`todo list ratio ${report.manyCount} remotes / ${report.fewCount} remotes listed`)));
  if (report.ratios.dashboardToTodo !== undefined) {
    lines.push(row('ratio dashboard charts / todo list', `${report.ratios.dashboardToTodo}`, check('dashboard charts ratio / todo list')));
  }
  if (report.persistedReadMs !== undefined) {
    lines.push(row('reading persisted data adds (in-page reads)', `${report.persistedReadMs} ms`, check('todo list: reading persisted data adds')));
    lines.push(row('  paint, stored data − in memory (medians)', `${report.persistedPaintDeltaMs} ms`));
  }
  const misses = report.checks.filter((candidate) => !candidate.ok);
  lines.push('', misses.length ? `MISS: ${misses.map((miss) => miss.name).join('; ')}` : 'Every target met.');
  return lines;
}

/** Writes a report (the full one, or a partial run's) as JSON, creating the folder, and returns the path. */
export function writeReport(report: object, file: string): string {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  return file;
}
