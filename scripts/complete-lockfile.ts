// npm 11 here writes package-lock.json with only this platform's optional native packages
// (@swc/core-*, @rspack/binding-*, ...), and `npm ci` then refuses the lock as out of sync
// ("Missing: @swc/core-darwin-arm64@ from lock file"). Run this after any dependency change:
// it adds the missing platform entries (version, integrity, os/cpu/libc) from the registry.
// Packages this registry does not carry are described from their names (no integrity).
// Usage: npx tsx scripts/complete-lockfile.ts && npm ci --dry-run
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './lib/apps';

interface LockEntry {
  version?: string;
  dev?: boolean;
  optional?: boolean;
  optionalDependencies?: Record<string, string>;
  [field: string]: unknown;
}

const lockPath = path.join(root, 'package-lock.json');
const lock = JSON.parse(readFileSync(lockPath, 'utf8')) as { packages: Record<string, LockEntry> };
const packages = lock.packages;

/** os/cpu/libc read from a native package's name: '@swc/core-linux-x64-musl', '...-win32-arm64-msvc'. */
function entryFromName(name: string, version: string, dev: boolean): LockEntry | null {
  const match = /-(darwin|linux|win32|android|freebsd|openharmony)-([a-z0-9]+)(?:-(gnu|musl|gnueabihf|musleabihf|eabi|msvc))?$/.exec(name);
  const wasm = /-wasm32-wasi$/.test(name);
  if (!match && !wasm) {
    console.warn(`cannot describe ${name}@${version}: left out`);
    return null;
  }
  const entry: LockEntry = { version, ...(dev ? { dev: true } : {}), optional: true };
  if (wasm) return { ...entry, cpu: ['wasm32'] };
  const [, os, cpu, abi] = match as RegExpExecArray;
  const libc = abi?.startsWith('musl') ? ['musl'] : abi?.startsWith('gnu') ? ['glibc'] : undefined;
  return { ...entry, cpu: [cpu], os: [os], ...(libc ? { libc } : {}) };
}

function registryEntry(name: string, version: string, dev: boolean): LockEntry | null {
  let raw: string;
  try {
    raw = execFileSync('npm', ['view', `${name}@${version}`, 'dist.integrity', 'os', 'cpu', 'libc', 'license', 'engines', '--json'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch {
    // This machine's registry only carries Linux builds of native packages: describe the
    // package by its name, so npm ci elsewhere knows to skip (or fetch) it.
    return entryFromName(name, version, dev);
  }
  const view = JSON.parse(raw) as Record<string, unknown>;
  const entry: LockEntry = { version, integrity: view['dist.integrity'] };
  for (const field of ['cpu', 'dev', 'libc', 'license', 'optional', 'os', 'engines'] as const) {
    if (field === 'dev') {
      if (dev) entry.dev = true;
    } else if (field === 'optional') entry.optional = true;
    else if (view[field] !== undefined) entry[field] = view[field];
  }
  return entry;
}

let added = 0;
for (const [key, entry] of Object.entries(packages)) {
  for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
    // Installed beside the parent, or hoisted to the top.
    const parentDir = key.slice(0, key.lastIndexOf('node_modules/') + 'node_modules/'.length);
    if (packages[`${parentDir}${name}`] || packages[`node_modules/${name}`]) continue;
    const version = range.replace(/^[\^~=]/, '');
    const found = registryEntry(name, version, entry.dev === true);
    if (!found) continue;
    packages[`node_modules/${name}`] = found;
    added += 1;
    console.log(`added ${name}@${version}`);
  }
}
lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`${added} platform entries added.`);
