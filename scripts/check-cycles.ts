// Import cycles across the workspace sources (shell, remotes/*, shared/*), type-only imports,
// re-exports and lazy import() included. A cycle makes evaluation order matter (a module sees
// another half-initialised), and even a type-only one ties packages that should layer. ESLint's
// cycle rule (import-x/no-cycle) needs a native resolver this repo avoids, and
// eslint-plugin-boundaries checks single imports, not paths; this check resolves every import
// with TypeScript, as the boundaries lint does (lib/ts-import-resolver.cjs).
// Run: npx tsx scripts/check-cycles.ts (exits 1 on a cycle); scripts/check-cycles.test.ts runs it
// in npm test.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { resolveImport } from './lib/ts-import-resolver.cjs';

const root = path.resolve(__dirname, '..');

/** Every .ts/.tsx file of the apps and shared packages (absolute paths). */
export function workspaceSources(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules') walk(full);
      } else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) files.push(full);
    }
  };
  const srcDirs = [path.join(root, 'shell/src'), ...['remotes', 'shared'].flatMap((group) => readdirSync(path.join(root, group)).map((name) => path.join(root, group, name, 'src')))];
  for (const dir of srcDirs) {
    try {
      walk(dir);
    } catch {
      // a folder without src/ (half-created remote): nothing to check
    }
  }
  return files.sort();
}

/** file → the files among `files` it imports (any kind of import). */
export function importGraph(files: string[]): Map<string, string[]> {
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    // preProcessFile scans imports, `import type`, `export … from`, import() and require() without
    // parsing or type-checking the file.
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = new Set<string>();
    for (const { fileName } of importedFiles) {
      const target = resolveImport(fileName, file);
      if (target && known.has(target) && target !== file) targets.add(target);
    }
    graph.set(file, [...targets].sort());
  }
  return graph;
}

/**
 * The import cycles in `graph`: one per strongly connected group of files, each as a path that
 * starts and ends at the same file (relative to the repo root).
 */
export function findCycles(graph: Map<string, string[]>): string[][] {
  // Tarjan's strongly connected components, iterative (a deep import chain must not overflow).
  const seen = new Map<string, { index: number; low: number }>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const groups: string[][] = [];
  const visit = (node: string) => {
    const mark = { index: seen.size, low: seen.size };
    seen.set(node, mark);
    stack.push(node);
    onStack.add(node);
    return mark;
  };
  for (const start of graph.keys()) {
    if (seen.has(start)) continue;
    const work = [{ node: start, mark: visit(start), edges: graph.get(start) ?? [], next: 0 }];
    for (let frame = work.at(-1); frame; frame = work.at(-1)) {
      const target = frame.edges[frame.next++];
      if (target !== undefined) {
        const known = seen.get(target);
        if (!known) work.push({ node: target, mark: visit(target), edges: graph.get(target) ?? [], next: 0 });
        else if (onStack.has(target)) frame.mark.low = Math.min(frame.mark.low, known.index);
        continue;
      }
      work.pop();
      const parent = work.at(-1);
      if (parent) parent.mark.low = Math.min(parent.mark.low, frame.mark.low);
      if (frame.mark.low !== frame.mark.index) continue;
      const group: string[] = [];
      for (let member = stack.pop(); member !== undefined; member = member === frame.node ? undefined : stack.pop()) {
        onStack.delete(member);
        group.push(member);
      }
      if (group.length > 1) groups.push(group);
    }
  }
  return groups.map((group) => cyclePath(graph, new Set(group)).map((file) => path.relative(root, file)));
}

/** One concrete cycle inside a strongly connected group: the shortest from its first file back to it. */
function cyclePath(graph: Map<string, string[]>, group: Set<string>): string[] {
  const start = [...group].sort()[0] ?? '';
  const previous = new Map<string, string>();
  const queue = [start];
  for (let node = queue.shift(); node !== undefined; node = queue.shift()) {
    for (const target of graph.get(node) ?? []) {
      if (!group.has(target)) continue;
      if (target === start) {
        const cycle = [start];
        for (let at: string | undefined = node; at !== undefined && at !== start; at = previous.get(at)) cycle.unshift(at);
        return [start, ...cycle];
      }
      if (!previous.has(target)) {
        previous.set(target, node);
        queue.push(target);
      }
    }
  }
  return [start];
}

if (require.main === module) {
  const cycles = findCycles(importGraph(workspaceSources()));
  for (const cycle of cycles) console.error(`import cycle: ${cycle.join(' → ')}`);
  console.log(cycles.length === 0 ? 'No import cycles.' : `${cycles.length} import cycle(s).`);
  process.exit(cycles.length === 0 ? 0 : 1);
}
