// Builds the benchmark's two floor pages into .fixtures, each an index.html with Bootstrap's
// stylesheet (as the console has) and one script, with My Tasks' data inlined:
// - floor (floor/floor-page.tsx): the task list in the smallest React page that can render it;
// - libraries floor (floor/libraries-floor-page.tsx): the same list on the libraries the console
//   starts before its first paint (Mirage, React Router, React Query, i18next, CASL, zustand,
//   react-hot-toast), none of the console's own code.
import { copyFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { seedTasks } from '../../../shared/mirage/src/domains/todo/seed';
import { reactRouterBuild } from '../../../webpack.config.base';
import { root } from '../apps';

export interface FloorDirs {
  floor: string;
  librariesFloor: string;
}

/** My Tasks as the todo page shows it: every task not deleted, latest first. */
const myTasks = () => seedTasks().filter((task) => !task.isDeleted).sort((a, b) => b.id - a.id);

/** One page: its entry bundled into one script (no code splitting), beside Bootstrap's stylesheet. */
async function buildPage(entry: string, outDir: string): Promise<string> {
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  await new Promise<void>((resolve, reject) => {
    webpack(
      {
        mode: 'production',
        context: root,
        entry: path.join(__dirname, entry),
        output: { path: outDir, filename: 'main.js' },
        // The console's production builds take React Router's production build too.
        resolve: { extensions: ['.tsx', '.ts', '.js'], alias: reactRouterBuild('production') },
        module: {
          rules: [
            {
              test: /\.tsx?$/,
              exclude: /node_modules/,
              use: { loader: 'swc-loader', options: { jsc: { parser: { syntax: 'typescript', tsx: true }, target: 'es2022', transform: { react: { runtime: 'automatic' } } } } },
            },
          ],
        },
        optimization: { splitChunks: false },
        plugins: [new webpack.DefinePlugin({ __FLOOR_TASKS__: JSON.stringify(myTasks()) })],
        stats: 'errors-only',
      },
      (error, stats) => (error || stats?.hasErrors() ? reject(error ?? new Error(stats?.toString('errors-only'))) : resolve()),
    );
  });
  copyFileSync(require.resolve('bootstrap/dist/css/bootstrap.min.css'), path.join(outDir, 'bootstrap.min.css'));
  writeFileSync(
    path.join(outDir, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Floor</title><link rel="stylesheet" href="/bootstrap.min.css"><script defer src="/main.js"></script></head><body><div id="root"></div></body></html>\n',
  );
  return outDir;
}

export async function buildFloors(): Promise<FloorDirs> {
  const fixtures = path.join(root, '.fixtures');
  const floor = await buildPage('floor/floor-page.tsx', path.join(fixtures, 'floor'));
  const librariesFloor = await buildPage('floor/libraries-floor-page.tsx', path.join(fixtures, 'libraries-floor'));
  return { floor, librariesFloor };
}
