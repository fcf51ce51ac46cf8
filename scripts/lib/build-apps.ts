import { rmSync } from 'node:fs';
import path from 'node:path';
import webpack, { type Configuration } from 'webpack';
import { apps } from './apps';

type ConfigFactory = (env: Record<string, unknown>, argv: { mode: 'production' }) => Configuration | Configuration[];

async function configsOf(dir: string, env: Record<string, unknown>): Promise<Configuration[]> {
  const loaded = (await import(path.join(dir, 'webpack.config.ts'))) as { default: ConfigFactory | { default: ConfigFactory } };
  const factory = typeof loaded.default === 'function' ? loaded.default : loaded.default.default;
  return [factory(env, { mode: 'production' })].flat();
}

/**
 * Builds apps in one webpack MultiCompiler (one process, shared module cache): much faster on
 * two cores than one webpack-cli process per workspace. `plain` builds only the benchmark's
 * no-federation shell into shell/dist-plain.
 */
export async function buildApps({ plain = false } = {}): Promise<void> {
  const targets = plain ? apps.filter((app) => app.name === 'shell') : apps;
  const configs: Configuration[] = [];
  for (const app of targets) {
    rmSync(path.join(app.dir, plain ? 'dist-plain' : 'dist'), { recursive: true, force: true });
    configs.push(...(await configsOf(app.dir, plain ? { plain: true } : {})));
  }
  await new Promise<void>((resolve, reject) => {
    const compiler = webpack(configs.map((config) => ({ ...config, name: config.name ?? path.basename(config.context ?? '') })));
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error) return reject(error);
      const info = stats?.toString({ all: false, errors: true, warnings: true, colors: false }).trim();
      if (info) console.log(info);
      if (stats?.hasErrors()) return reject(new Error('The build failed.'));
      resolve();
    });
  });
}
