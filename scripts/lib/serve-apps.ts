import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Server } from 'node:http';
import { apps } from './apps';
import { serveDirectory } from './static-server';

/** Serves every app's production build on its own port; resolves once all listen. */
export async function serveApps(distName = 'dist', log = true): Promise<() => Promise<void>> {
  const servers: Server[] = [];
  for (const app of apps) {
    const dir = path.join(app.dir, app.name === 'shell' ? distName : 'dist');
    if (!existsSync(path.join(dir, 'index.html'))) throw new Error(`${app.name} is not built (${dir}): run npm run build`);
    servers.push(await serveDirectory(dir, app.port));
    if (log) console.log(`${app.name.padEnd(14)} http://localhost:${app.port}/`);
  }
  return async () => {
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  };
}
