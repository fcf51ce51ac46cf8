/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findCycles, importGraph, workspaceSources } from './check-cycles';

/** Writes `files` (name → source) to a fresh folder and returns the cycles found among them. */
function cyclesIn(files: Record<string, string>): string[][] {
  const dir = mkdtempSync(path.join(tmpdir(), 'cycles-'));
  try {
    const paths = Object.entries(files).map(([name, source]) => {
      const file = path.join(dir, name);
      writeFileSync(file, source);
      return file;
    });
    return findCycles(importGraph(paths)).map((cycle) => cycle.map((file) => path.basename(file)));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test('the shell, remotes and shared packages have no import cycle, type-only ones included', () => {
  const sources = workspaceSources();
  expect(sources.length).toBeGreaterThan(200);
  expect(findCycles(importGraph(sources))).toEqual([]);
});

test('a cycle made only of type imports is found, as a path back to its first file', () => {
  const cycles = cyclesIn({
    'server.ts': "import { guard } from './guard';\nexport const server = guard;\n",
    'guard.ts': "import { auth } from './auth';\nexport const guard = auth;\n",
    'auth.ts': "import type { Server } from './server';\nexport type { Server };\nexport const auth = 1;\n",
  });
  expect(cycles).toEqual([['auth.ts', 'server.ts', 'guard.ts', 'auth.ts']]);
});

test('re-exports and lazy imports close cycles too; a chain without a way back is none', () => {
  expect(cyclesIn({ 'a.ts': "export { b } from './b';\nexport const a = 1;\n", 'b.ts': "export const b = () => import('./a');\n" })).toEqual([['a.ts', 'b.ts', 'a.ts']]);
  expect(cyclesIn({ 'a.ts': "import { b } from './b';\nexport const a = b;\n", 'b.ts': 'export const b = 1;\n' })).toEqual([]);
});
