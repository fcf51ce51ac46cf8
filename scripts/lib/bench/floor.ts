// Builds the benchmark's floor page (floor/floor-page.tsx) into .fixtures/floor: index.html with
// Bootstrap's stylesheet (as the console has) and one script, with My Tasks' data inlined.
import { copyFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { seedTasks } from '../../../shared/mirage/src/domains/todo/seed';
import { root } from '../apps';

export const floorDir = path.join(root, '.fixtures', 'floor');

/** My Tasks as the todo page shows it: every task not deleted, latest first. */
const myTasks = () => seedTasks().filter((task) => !task.isDeleted).sort((a, b) => b.id - a.id);

export async function buildFloor(): Promise<string> {
  rmSync(floorDir, { recursive: true, force: true });
  mkdirSync(floorDir, { recursive: true });
  await new Promise<void>((resolve, reject) => {
    webpack(
      {
        mode: 'production',
        context: root,
        entry: path.join(__dirname, 'floor/floor-page.tsx'),
        output: { path: floorDir, filename: 'main.js' },
        resolve: { extensions: ['.tsx', '.ts', '.js'] },
        module: {
          rules: [
            {
              test: /\.tsx?$/,
              exclude: /node_modules/,
              use: { loader: 'swc-loader', options: { jsc: { parser: { syntax: 'typescript', tsx: true }, target: 'es2022', transform: { react: { runtime: 'automatic' } } } } },
            },
          ],
        },
        plugins: [new webpack.DefinePlugin({ __FLOOR_TASKS__: JSON.stringify(myTasks()) })],
        stats: 'errors-only',
      },
      (error, stats) => (error || stats?.hasErrors() ? reject(error ?? new Error(stats?.toString('errors-only'))) : resolve()),
    );
  });
  copyFileSync(require.resolve('bootstrap/dist/css/bootstrap.min.css'), path.join(floorDir, 'bootstrap.min.css'));
  writeFileSync(
    path.join(floorDir, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Floor</title><link rel="stylesheet" href="/bootstrap.min.css"><script defer src="/main.js"></script></head><body><div id="root"></div></body></html>\n',
  );
  return floorDir;
}
