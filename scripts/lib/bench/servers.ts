// Serves the builds for the benchmark on free ports, so it runs beside `npm run serve`, the dev
// servers or an e2e run. The shell finds remotes through remotes.json (the documented way to
// point a deployment at remotes elsewhere), so each served shell gets one naming the bench ports.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { apps } from '../apps';
import { serveDirectory } from '../static-server';
import type { FloorDirs } from './floor';

/** The federated console alone: what `npm run bench -- --only libraries` serves. */
export interface FederatedServers {
  /** Origin of the federated shell (remotes on their own origins). */
  federated: string;
  /** Maps a served URL back to the built file on disk (undefined for other origins). */
  fileOf(url: string): string | undefined;
  close(): Promise<void>;
}

export interface BenchServers extends FederatedServers {
  /** The same federated shell with the extra (empty) remotes listed in its remotes.json too. */
  federatedMany: string;
  /** How many remotes `federatedMany` lists. */
  manyCount: number;
  /** How many remotes `federated` lists (the console's own). */
  fewCount: number;
  /** Origin of the plain shell (remotes bundled in). */
  plain: string;
  /** Origin of the floor page (the task list in a minimal React page). */
  floor: string;
  /** Origin of the libraries floor page (the same list on the console's libraries, in one script). */
  librariesFloor: string;
}

/** A copy of a shell build made of symlinks, with its own remotes.json. */
function shellView(dir: string, locations: Record<string, string>, view: string): string {
  if (!existsSync(path.join(dir, 'index.html'))) throw new Error(`${dir} is not built.`);
  mkdirSync(view);
  for (const name of readdirSync(dir)) {
    if (name !== 'remotes.json') symlinkSync(path.join(dir, name), path.join(view, name));
  }
  writeFileSync(path.join(view, 'remotes.json'), `${JSON.stringify(locations, null, 2)}\n`);
  return view;
}

/**
 * Serves every remote's dist, the extra remotes' dists, the federated shell (twice: with the real
 * remotes listed, and with the extra ones too), the plain shell and the two floor pages.
 */
export function serveForBench(extraRemotes: string[], floors: FloorDirs): Promise<BenchServers> {
  return serveBuilds(extraRemotes, floors) as Promise<BenchServers>;
}

/** Serves every remote's dist and the federated shell only: needs neither the plain build nor the floor pages. */
export function serveFederated(): Promise<FederatedServers> {
  return serveBuilds([], undefined);
}

/** Serves the builds; given no floor pages, only the remotes and the federated shell (serveFederated). */
async function serveBuilds(extraRemotes: string[], floors: FloorDirs | undefined): Promise<BenchServers | FederatedServers> {
  const temp = mkdtempSync(path.join(os.tmpdir(), 'console-bench-'));
  const servers: Server[] = [];
  const roots = new Map<string, string>();
  const close = async () => {
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
    rmSync(temp, { recursive: true, force: true });
  };
  const serve = async (dir: string, served = dir) => {
    const server = await serveDirectory(served, 0);
    servers.push(server);
    const origin = `http://localhost:${(server.address() as AddressInfo).port}`;
    roots.set(origin, dir);
    return origin;
  };
  try {
    const locations: Record<string, string> = {};
    for (const app of apps.filter((candidate) => candidate.name !== 'shell')) {
      const dir = path.join(app.dir, 'dist');
      if (!existsSync(path.join(dir, 'mf-manifest.json'))) throw new Error(`${app.name} is not built: run npm run build`);
      locations[app.name] = `${await serve(dir)}/mf-manifest.json`;
    }
    const many = { ...locations };
    for (const dir of extraRemotes) many[path.basename(path.dirname(dir))] = `${await serve(dir)}/mf-manifest.json`;
    const shellDir = apps.find((app) => app.name === 'shell')?.dir ?? '';
    const shellBuild = (name: string, listed: Record<string, string>, view: string) =>
      serve(path.join(shellDir, name), shellView(path.join(shellDir, name), listed, path.join(temp, view)));
    const federated = await shellBuild('dist', locations, 'federated');
    const fileOf = (url: string) => {
      const { origin, pathname } = new URL(url);
      const dir = roots.get(origin);
      return dir && path.join(dir, decodeURIComponent(pathname));
    };
    if (floors === undefined) return { federated, fileOf, close };
    const federatedMany = await shellBuild('dist', many, 'federated-many');
    const plain = await shellBuild('dist-plain', locations, 'plain');
    const floor = await serve(floors.floor);
    const librariesFloor = await serve(floors.librariesFloor);
    return {
      federated,
      federatedMany,
      manyCount: Object.keys(many).length,
      fewCount: Object.keys(locations).length,
      plain,
      floor,
      librariesFloor,
      fileOf,
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
