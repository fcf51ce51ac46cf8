// Libraries loaded once: how many copies of each shared library the browser downloaded on the
// todo → users visit (navigation-load.ts). The federation singletons (webpack.config.base.ts,
// sharedSingletons) must come once for the whole console; valibot and React's JSX runtime are
// bundled per app on purpose and are counted for information.
//
// Method: a chunk's source map names the original file of every module in it (production builds
// write source maps; minified module ids carry no paths). A library's copies are the most chunks
// any one of its modules was downloaded in: a library webpack split over two chunks (a vendor
// chunk beside the shared one) still counts once, the same module downloaded from two builds
// (the shell's and a remote's) counts twice.
import path from 'node:path';
import { root } from '../apps';
import type { AppBuild } from './assets';
import type { FileOf } from './downloads';
import type { NavigationLoad } from './navigation-load';
import { sourceSizes } from './source-sizes';
import type { Check } from './summary';

interface Library {
  name: string;
  /** Shared as a federation singleton: its target is one copy. */
  singleton: boolean;
  /** Its modules, as paths below node_modules/. */
  modules: RegExp;
}

/** A package's modules: every file below node_modules/<name>/. */
const packageModules = (name: string) => new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}/`);

/**
 * What is counted. React's JSX runtime is left out of react: it is a separate entry, stateless,
 * and every app bundles its own (shared is `react` only). react-dom and react-dom/client are
 * shared apart (the renderer is the second). React Query counts with its query-core engine;
 * React Router is shared through @console/router, react-i18next through @console/runtime and
 * CASL through @console/auth (singletons that bundle them tree-shaken).
 */
const libraries: Library[] = [
  { name: 'react', singleton: true, modules: /^react\/(?!jsx-runtime|jsx-dev-runtime|cjs\/react-jsx)/ },
  { name: 'react-dom', singleton: true, modules: /^react-dom\/(?!client|cjs\/react-dom-client)/ },
  { name: 'react-dom/client', singleton: true, modules: /^react-dom\/(client|cjs\/react-dom-client)/ },
  { name: '@tanstack/react-query', singleton: true, modules: /^@tanstack\/(react-query|query-core)\// },
  ...['react-hook-form', 'i18next', 'react-i18next', 'zustand', '@casl/ability', 'react-hot-toast', 'react-router'].map((name) => ({ name, singleton: true, modules: packageModules(name) })),
  { name: 'valibot', singleton: false, modules: packageModules('valibot') },
  { name: 'react/jsx-runtime', singleton: false, modules: /^react\/(jsx-runtime|jsx-dev-runtime|cjs\/react-jsx)/ },
];

/**
 * The list above, plus any npm package a build's manifest shares that the list misses (a
 * singleton added to webpack.config.base.ts is counted without touching this file).
 */
function librariesToCount(builds: AppBuild[]): Library[] {
  const listed = new Set(libraries.map((library) => library.name));
  const added = [...new Set(builds.flatMap((build) => Object.keys(build.shared)))]
    .filter((name) => !name.startsWith('@console/') && !listed.has(name))
    .map((name) => ({ name, singleton: true, modules: packageModules(name) }));
  return [...libraries.filter((library) => library.singleton), ...added, ...libraries.filter((library) => !library.singleton)];
}

export interface LibraryCopies {
  library: string;
  singleton: boolean;
  /** The most downloaded chunks any one of its modules came in (0: not loaded on this visit). */
  copies: number;
  /** Every downloaded chunk carrying some of its code, as paths in the repository. */
  files: string[];
}

export interface LibraryCopiesReport {
  from: string;
  to: string;
  /** Distinct scripts downloaded on the visit, and how many of them came before the navigation. */
  scripts: number;
  scriptsBeforeNavigation: number;
  libraries: LibraryCopies[];
  /** Downloaded scripts without a source map, so not read, with the shared name a manifest lists each under. */
  unread: string[];
}

/** A source map's module path below its last node_modules/, e.g. 'react/index.js'; undefined for own code. */
function packagePath(source: string): string | undefined {
  const index = source.lastIndexOf('node_modules/');
  return index < 0 ? undefined : source.slice(index + 'node_modules/'.length);
}

/** Counts each library's copies in the scripts the visit downloaded. */
export function countLibraryCopies(load: NavigationLoad, builds: AppBuild[], fileOf: FileOf): LibraryCopiesReport {
  const built = (urls: string[]) => [...new Set(urls.map(fileOf))].filter((file) => file !== undefined);
  const files = built(load.scripts);
  const counted = librariesToCount(builds);
  // library → module → the downloaded files carrying it
  const found = new Map(counted.map((library) => [library.name, new Map<string, Set<string>>()]));
  const unread: string[] = [];
  for (const file of files) {
    const sizes = sourceSizes(file);
    if (!sizes) unread.push(file);
    sizes?.sources.forEach((source, index) => {
      const module = packagePath(source);
      if (!module || !sizes.bytes[index]) return;
      for (const library of counted) {
        if (!library.modules.test(module)) continue;
        const modules = found.get(library.name);
        modules?.set(module, (modules.get(module) ?? new Set()).add(file));
      }
    });
  }
  const relative = (file: string) => path.relative(root, file);
  return {
    from: load.from,
    to: load.to,
    scripts: files.length,
    scriptsBeforeNavigation: built(load.scripts.slice(0, load.beforeNavigation)).length,
    libraries: counted.map((library) => {
      const modules = [...(found.get(library.name)?.values() ?? [])];
      return {
        library: library.name,
        singleton: library.singleton,
        copies: Math.max(0, ...modules.map((carriers) => carriers.size)),
        files: [...new Set(modules.flatMap((carriers) => [...carriers]))].map(relative).sort(),
      };
    }),
    unread: unread.map((file) => {
      // Such as @console/router's re-export chunk: webpack writes no map for a chunk without code of its own.
      const shared = builds.flatMap((build) => Object.entries(build.shared)).find(([, chunks]) => chunks.includes(file))?.[0];
      return `${relative(file)}${shared ? ` (shared ${shared})` : ''}`;
    }),
  };
}

const checkName = (library: string) => `${library} copies loaded (todo → users)`;

/**
 * Target: one copy of each singleton. Zero misses too: every one of them is used on this visit,
 * so none found means the chunks could not be read (source maps turned off, a module path moved).
 * Per-app libraries have no target.
 */
export function libraryCopiesChecks(report: LibraryCopiesReport): Check[] {
  return report.libraries
    .filter((entry) => entry.singleton)
    .map((entry) => ({ name: checkName(entry.library), value: entry.copies, unit: '', target: '= 1', ok: entry.copies === 1 }));
}

/** The section printed under the main report. */
export function formatLibraryCopies(report: LibraryCopiesReport, checks: Check[]): string[] {
  const lines = [
    '',
    `Libraries loaded once: ${report.from} cold, then the Users menu entry to ${report.to} (${report.scripts} scripts, ${report.scriptsBeforeNavigation} before the click; copies from source maps)`,
    `  ${'library'.padEnd(28)} ${'copies loaded'.padStart(13)}   target`,
  ];
  for (const entry of report.libraries) {
    const check = checks.find((candidate) => candidate.name === checkName(entry.library));
    const verdict = check ? `${check.target.padEnd(9)} ${check.ok ? 'ok' : 'MISS'}` : 'per app (information)';
    lines.push(`  ${entry.library.padEnd(28)} ${String(entry.copies).padStart(13)}   ${verdict}`);
    for (const file of entry.files) lines.push(`      ${file}`);
  }
  if (report.unread.length) lines.push(`  not read (no source map): ${report.unread.join(', ')}`);
  return lines;
}
