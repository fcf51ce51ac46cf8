/**
 * @jest-environment node
 *
 * The architecture boundaries in eslint.config.mjs hold: each banned import below fails lint
 * with the boundaries rule, each legal one passes, and no later config block can switch the rule
 * off or change it for some files (every source file gets the same options).
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
const rule = 'boundaries/dependencies';

interface Case {
  name: string;
  filePath: string;
  code: string;
  /** A piece of the boundaries message, or null when the import is legal. */
  error: string | null;
}

const importing = (source: string) => `import { a } from '${source}';\nexport const b = a;\n`;

const banned: Case[] = [
  { name: 'a remote imports another remote by package name', filePath: 'remotes/todo/src/x.ts', code: importing('@console/users'), error: '"@console/users" is not a shared package' },
  {
    name: 'a remote imports another remote by relative path',
    filePath: 'remotes/todo/src/pages/x.ts',
    code: importing('../../../users/src/pages/users-list-page'),
    error: 'Remote "todo" imports remote "users"',
  },
  { name: 'a remote re-exports another remote', filePath: 'remotes/todo/src/x.ts', code: "export { a } from '../../users/src/module';\n", error: 'Remote "todo" imports remote "users"' },
  {
    name: 'a remote imports another remote lazily',
    filePath: 'remotes/todo/src/x.ts',
    code: "export const load = () => import('../../users/src/module');\n",
    error: 'Remote "todo" imports remote "users"',
  },
  { name: 'a remote imports another remote’s types', filePath: 'remotes/todo/src/x.ts', code: "import type { A } from '../../users/src/module';\nexport type B = A;\n", error: 'Remote "todo" imports remote "users"' },
  { name: 'a remote’s test imports another remote', filePath: 'remotes/todo/src/x.test.ts', code: importing('../../users/src/module'), error: 'Remote "todo" imports remote "users"' },
  { name: 'a remote imports the shell by relative path', filePath: 'remotes/todo/src/x.ts', code: importing('../../../shell/src/app/routes'), error: 'Remote "todo" imports the shell' },
  { name: 'a remote imports the shell by package name', filePath: 'remotes/todo/src/x.ts', code: importing('@console/shell'), error: '"@console/shell" is not a shared package' },
  { name: 'a shared package imports a remote by relative path', filePath: 'shared/ui/src/x.ts', code: importing('../../../remotes/todo/src/module'), error: 'shared/ui imports an app' },
  { name: 'a shared package imports a remote by package name', filePath: 'shared/ui/src/x.ts', code: importing('@console/todo'), error: '"@console/todo" is not a shared package' },
  { name: 'a shared package imports the shell', filePath: 'shared/auth/src/x.ts', code: importing('../../../shell/src/app/routes'), error: 'shared/auth imports an app' },
  { name: 'the shell’s module code imports a remote', filePath: 'shell/src/x.ts', code: importing('../../remotes/todo/src/module'), error: 'The shell imports remote "todo"' },
  { name: 'contracts import a library at run time', filePath: 'shared/contracts/src/x.ts', code: importing('react'), error: 'shared/contracts imports nothing at run time' },
  { name: 'contracts import a workspace package at run time', filePath: 'shared/contracts/src/x.ts', code: importing('@console/auth'), error: 'shared/contracts imports nothing at run time' },
  { name: 'a remote imports react-router directly', filePath: 'remotes/todo/src/x.ts', code: importing('react-router'), error: 'through @console/router' },
  { name: 'the shell imports react-router-dom directly', filePath: 'shell/src/x.tsx', code: importing('react-router-dom'), error: 'through @console/router' },
  { name: 'a remote’s module code imports miragejs', filePath: 'remotes/todo/src/x.ts', code: importing('miragejs'), error: 'Only shared/mirage uses miragejs' },
  { name: 'a shared package imports miragejs', filePath: 'shared/ui/src/x.ts', code: importing('miragejs'), error: 'Only shared/mirage uses miragejs' },
  { name: 'module code starts the mock', filePath: 'remotes/todo/src/x.ts', code: importing('@console/mirage'), error: 'Start the mock from a bootstrap or a test' },
];

const legal: Case[] = [
  { name: 'a remote imports its own files and shared packages', filePath: 'remotes/todo/src/x.ts', code: "import { a } from './module';\nimport { c } from '@console/ui';\nimport { d } from '@console/contracts';\nexport const b = [a, c, d];\n", error: null },
  { name: 'a remote’s bootstrap starts the mock', filePath: 'remotes/todo/src/bootstrap.tsx', code: importing('@console/mirage'), error: null },
  { name: 'module code opens the mock’s gate', filePath: 'shell/src/x.ts', code: importing('@console/mirage/gate'), error: null },
  { name: 'a test uses miragejs', filePath: 'remotes/todo/src/x.test.ts', code: importing('miragejs'), error: null },
  { name: 'a shell test mounts a real remote module', filePath: 'shell/src/x.test.ts', code: importing('../../remotes/todo/src/module'), error: null },
  { name: 'contracts import valibot, and types from anywhere', filePath: 'shared/contracts/src/x.ts', code: "import { a } from 'valibot';\nimport type { ComponentType } from 'react';\nexport const b: [typeof a, ComponentType | null] = [a, null];\n", error: null },
  { name: 'shared/router imports React Router', filePath: 'shared/router/src/x.ts', code: importing('react-router/dom'), error: null },
  { name: 'scripts read a remote’s metadata', filePath: 'scripts/x.ts', code: importing('../remotes/todo/src/remote-meta'), error: null },
];

/** Every source file ESLint lints here (what a later config block could single out). */
function sourceFiles(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const relative = `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (!['node_modules', 'dist', 'dist-plain'].includes(entry.name)) walk(relative);
      } else if (/\.(tsx?|mjs|cjs)$/.test(entry.name)) files.push(relative);
    }
  };
  const workspaces = ['shell', ...['remotes', 'shared'].flatMap((group) => readdirSync(path.join(root, group)).map((name) => `${group}/${name}`))];
  for (const dir of [...workspaces, 'e2e', 'scripts']) walk(dir);
  return files;
}

interface Output {
  results: { ruleId: string | null; message: string }[][];
  configs: Record<string, Record<string, unknown>>;
}

const cases = [...banned, ...legal];
const files = sourceFiles();
let output: Output;

beforeAll(() => {
  const input = JSON.stringify({ cases: cases.map(({ filePath, code }) => ({ filePath, code })), configOf: files, rules: [rule] });
  const run = spawnSync(process.execPath, [path.join(root, 'scripts/lib/lint-in-node.mjs')], { cwd: root, input, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (run.status !== 0) throw new Error(`ESLint failed: ${run.stderr}`);
  output = JSON.parse(run.stdout) as Output;
}, 120_000);

describe('banned imports fail lint', () => {
  test.each(banned.map((item) => [item.name, item] as const))('%s', (_name, item) => {
    const messages = output.results[cases.indexOf(item)];
    expect(messages).toEqual([{ ruleId: rule, message: expect.stringContaining(item.error!) }]);
  });
});

describe('legal imports pass', () => {
  test.each(legal.map((item) => [item.name, item] as const))('%s', (_name, item) => {
    expect(output.results[cases.indexOf(item)]).toEqual([]);
  });
});

test('no config block changes or switches off the boundaries for any source file', () => {
  // The cases above run as remotes/todo, shell, shared/* files; this makes what they prove hold
  // for every file: one set of options everywhere, at error level.
  const reference = output.configs['remotes/todo/src/module.ts']![rule];
  expect(reference).toEqual([2, expect.objectContaining({ default: 'allow', checkAllOrigins: true })]);
  const different = files.filter((file) => JSON.stringify(output.configs[file]![rule]) !== JSON.stringify(reference));
  expect(different).toEqual([]);
  expect(files.length).toBeGreaterThan(300);
});
