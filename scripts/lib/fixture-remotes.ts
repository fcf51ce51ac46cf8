// Remotes made by `npm run new-remote -- --fixture` and built (federated only) into .fixtures/:
// remotes the shell's build has never seen, for the e2e test of a remote added at run time and
// for the benchmark's "many remotes listed" load. Built once; kept until their source changes.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpack, { type Configuration } from 'webpack';
import { remoteConfigs } from '../../webpack.config.base';
import { root } from './apps';
import { createNewRemote } from './new-remote/create';

export const fixturesDir = path.join(root, '.fixtures', 'remotes');

function compile(configs: Configuration[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const compiler = webpack(configs);
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error) return reject(error);
      if (stats?.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true })));
      resolve();
    });
  });
}

// What a fixture's build depends on besides its own (generated) source.
function stamp(): string {
  const hash = createHash('sha1');
  for (const file of ['webpack.config.base.ts', 'scripts/lib/new-remote/templates.ts', 'package-lock.json']) hash.update(readFileSync(path.join(root, file)));
  return hash.digest('hex');
}

/**
 * Makes and builds one fixture remote per `[id, basePath]`; returns each one's dist folder.
 * A fixture already built from the same generator and toolchain is reused.
 */
export async function buildFixtureRemotes(remotes: readonly (readonly [id: string, basePath: string])[]): Promise<string[]> {
  const dirs = remotes.map(([id]) => path.join(fixturesDir, id));
  const stale = remotes.filter(([id]) => {
    const stampFile = path.join(fixturesDir, id, 'dist', '.stamp');
    return !existsSync(stampFile) || readFileSync(stampFile, 'utf8') !== stamp();
  });
  for (const [id, basePath] of stale) {
    rmSync(path.join(fixturesDir, id), { recursive: true, force: true });
    createNewRemote({ name: id, basePath, fixture: true, dir: fixturesDir, port: 0 });
  }
  if (stale.length) {
    await compile(stale.flatMap(([id]) => remoteConfigs('production', path.join(fixturesDir, id), { standalone: false })));
    for (const [id] of stale) writeFileSync(path.join(fixturesDir, id, 'dist', '.stamp'), stamp());
  }
  return dirs.map((dir) => path.join(dir, 'dist'));
}
