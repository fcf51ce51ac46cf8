import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { remoteIdPattern } from '../../../shared/contracts/src/remote-meta';
import { readRemoteMeta } from '../../../webpack.config.base';
import { remoteApps, root } from '../apps';
import { remoteNames } from './names';
import { registerRemote } from './register';
import { remoteFiles, sharedFiles } from './templates';

export interface NewRemoteOptions {
  name: string;
  basePath: string;
  port?: number;
  /** Only the remote's folder, without a mock or registration (fixtures). */
  fixture?: boolean;
  /** Where the remote's folder goes (default remotes/<name>). */
  dir?: string;
  /** A mock domain that exists and serves this remote (default: the one named like the remote, if any). */
  domain?: string;
}

// The shell's pins: a remote shares these libraries with it (or uses them through the kit:
// forms, icons, schemas), so it asks for the same versions.
const shared = [
  '@hookform/resolvers', '@tanstack/react-query', 'bootstrap', 'i18next', 'lucide-react', 'react', 'react-bootstrap', 'react-dom',
  'react-hook-form', 'react-hot-toast', 'valibot', 'zustand',
];
const workspaces = ['@console/auth', '@console/contracts', '@console/mirage', '@console/router', '@console/runtime', '@console/ui'];
const shellPaths = ['/login', '/register', '/forgot-password', '/reset-password', '/access-control', '/not-authorized', '/unavailable'];
const overlaps = (a: string, b: string) => a === b || a.startsWith(`${b}/`) || b.startsWith(`${a}/`);

function pins(): Record<string, string> {
  const shell = JSON.parse(readFileSync(path.join(root, 'shell/package.json'), 'utf8')) as { dependencies: Record<string, string> };
  return {
    ...Object.fromEntries(shared.map((name) => [name, shell.dependencies[name] ?? ''])),
    ...Object.fromEntries(workspaces.map((name) => [name, '0.1.0'])),
  };
}

/** Checks the name, base path and port against the remotes that exist, then writes the files. */
export function createNewRemote(options: NewRemoteOptions) {
  const { name, basePath, fixture = false } = options;
  if (!remoteIdPattern.test(name)) throw new Error(`"${name}" is not a remote name: use lower-case words joined by hyphens (e.g. video-reports).`);
  if (!/^(\/[a-z0-9][a-z0-9-]*)+$/.test(basePath)) throw new Error(`--base must be an absolute path of lower-case segments, e.g. /apps/${name}.`);
  const existing = remoteApps();
  const dir = path.resolve(options.dir ?? path.join(root, 'remotes'), name);
  if (existsSync(dir)) throw new Error(`${path.relative(root, dir)} already exists.`);
  for (const app of existing) {
    const meta = readRemoteMeta(app.dir);
    if (meta.id === name) throw new Error(`A remote called "${name}" exists (${path.relative(root, app.dir)}).`);
    if (!fixture && overlaps(meta.basePath, basePath)) throw new Error(`${basePath} clashes with ${meta.id} at ${meta.basePath}.`);
  }
  const clash = shellPaths.find((shellPath) => overlaps(shellPath, basePath));
  if (clash) throw new Error(`${basePath} clashes with the console's own page ${clash}.`);
  const port = options.port ?? Math.max(3000, ...existing.map((app) => app.port)) + 1;
  if (!fixture && existing.some((app) => app.port === port)) throw new Error(`Port ${port} is taken.`);

  const n = remoteNames(name, basePath, port);
  const write = (base: string, files: Record<string, string>) => {
    for (const [file, text] of Object.entries(files)) {
      const target = path.join(base, file);
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, text);
    }
  };
  // A remote for a mock domain that exists (invoices, ecommerce, …) uses it: no stub is written
  // over it, and its first page shows no data until the remote calls that domain's API.
  const domainDir = (domain: string) => path.join(root, 'shared/mirage/src/domains', domain);
  if (options.domain !== undefined && !existsSync(domainDir(options.domain))) throw new Error(`--domain ${options.domain}: shared/mirage/src/domains/${options.domain} does not exist.`);
  const domainExists = !fixture && existsSync(domainDir(options.domain ?? name));
  const shared = sharedFiles(n, !domainExists);
  const taken = Object.keys(shared).filter((file) => existsSync(path.join(root, file)));
  if (taken.length) throw new Error(`${taken.join(', ')} already exist${taken.length === 1 ? 's' : ''}: nothing was written.`);
  write(dir, remoteFiles(n, pins(), !fixture && !domainExists));
  const changed: string[] = [];
  if (!fixture) {
    write(root, shared);
    changed.push(...Object.keys(shared), ...registerRemote(root, n, !domainExists));
    // Links the new workspace and records it in the lock file (kept complete for npm ci).
    execFileSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
    execFileSync('npx', ['tsx', 'scripts/complete-lockfile.ts'], { cwd: root, stdio: 'inherit' });
    changed.push('package-lock.json');
  }
  return { id: name, dir: path.relative(root, dir) || dir, port, fixture, changed };
}
