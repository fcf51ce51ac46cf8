import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { remotePort, shellPort } from '../../webpack.config.base';

export const root = path.resolve(__dirname, '../..');

export interface App {
  /** 'shell', or the remote's folder name under remotes/. */
  name: string;
  dir: string;
  port: number;
}

/** Every remote folder under `remotesDir` (those with a package.json), sorted by name. */
export function remoteApps(remotesDir = path.join(root, 'remotes')): App[] {
  if (!existsSync(remotesDir)) return [];
  return readdirSync(remotesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(remotesDir, entry.name, 'package.json')))
    .map((entry) => entry.name)
    .sort()
    .map((name) => {
      const dir = path.join(remotesDir, name);
      return { name, dir, port: remotePort(dir) };
    });
}

// CONSOLE_APPS=shell,todo limits build, serve and dev to those apps (a remote being written by
// someone else cannot stop your build); unset, every app.
const only = process.env.CONSOLE_APPS?.split(',').map((name) => name.trim()).filter(Boolean);

/** The shell and every remote, with where each is built and served (ports: each package.json). */
export const apps: App[] = [{ name: 'shell', dir: path.join(root, 'shell'), port: shellPort }, ...remoteApps()].filter(
  (app) => !only?.length || only.includes(app.name),
);
