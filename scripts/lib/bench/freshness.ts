// Decides whether the production builds the benchmark measures are older than their sources,
// and rebuilds them (timing `npm run build`'s buildApps()) when they are.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { apps, root } from '../apps';
import { buildApps } from '../build-apps';

export interface BuildTiming {
  /** Seconds buildApps() took (what `npm run build` does); absent when the build was current. */
  buildSeconds?: number;
  /** Seconds the plain (no federation) shell took; absent when it was current. */
  plainBuildSeconds?: number;
}

const shell = apps.find((app) => app.name === 'shell') ?? { name: 'shell', dir: path.join(root, 'shell'), port: 3000 };
const remotes = apps.filter((app) => app.name !== 'shell');

/** Files whose change makes a build stale: every app's src (tests aside) and the shared config. */
function inputRoots(): string[] {
  const dirs = (parent: string) => (existsSync(parent) ? readdirSync(parent).map((name) => path.join(parent, name, 'src')) : []);
  return [
    path.join(shell.dir, 'src'),
    ...remotes.map((app) => path.join(app.dir, 'src')),
    ...dirs(path.join(root, 'shared')),
    path.join(root, 'webpack.config.base.ts'),
    path.join(root, 'index.template.html'),
    ...apps.map((app) => path.join(app.dir, 'webpack.config.ts')),
  ];
}

function newestMtime(file: string): number {
  if (!existsSync(file)) return 0;
  const stat = statSync(file);
  if (!stat.isDirectory()) return /\.test\.[jt]sx?$/.test(file) ? 0 : stat.mtimeMs;
  return Math.max(0, ...readdirSync(file).map((name) => newestMtime(path.join(file, name))));
}

/** Oldest mtime of the marker files, or 0 when one is missing. */
function oldestOutput(files: string[]): number {
  return Math.min(...files.map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0)));
}

async function timed(build: () => Promise<void>): Promise<number> {
  const started = performance.now();
  await build();
  return (performance.now() - started) / 1000;
}

/**
 * Builds the federated apps and/or the plain shell when missing, stale, or when `force` is set;
 * `plain: false` leaves the plain shell alone (for measurements that do not load it).
 */
export async function buildIfNeeded(force: boolean, { plain = true } = {}): Promise<BuildTiming> {
  const newestInput = Math.max(...inputRoots().map(newestMtime));
  const federatedMarkers = [path.join(shell.dir, 'dist/index.html'), ...remotes.map((app) => path.join(app.dir, 'dist/mf-manifest.json'))];
  const plainMarkers = [path.join(shell.dir, 'dist-plain/index.html')];
  const timing: BuildTiming = {};
  if (force || oldestOutput(federatedMarkers) < newestInput) {
    console.log('Building every app (buildApps)…');
    timing.buildSeconds = await timed(() => buildApps());
  }
  if (plain && (force || oldestOutput(plainMarkers) < newestInput)) {
    console.log('Building the plain shell (buildApps({ plain: true }))…');
    timing.plainBuildSeconds = await timed(() => buildApps({ plain: true }));
  }
  return timing;
}
