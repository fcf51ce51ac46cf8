// Lints code snippets and reads the effective config of files with the repo's eslint.config.mjs,
// for scripts/boundaries.test.ts. Its own Node process because ESLint loads the config with a
// dynamic import(), which Jest's module sandbox refuses without --experimental-vm-modules.
// stdin: { cases: [{ filePath, code }], configOf: string[], rules: string[] }
// stdout: { results: [{ ruleId, message }[]], configs: { [file]: { [rule]: entry } } }
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = fileURLToPath(new URL('../..', import.meta.url));
const { cases = [], configOf = [], rules = [] } = JSON.parse(readFileSync(0, 'utf8'));
const eslint = new ESLint({ cwd: root });

const results = [];
for (const { filePath, code } of cases) {
  const [result] = await eslint.lintText(code, { filePath });
  results.push((result?.messages ?? []).map(({ ruleId, message }) => ({ ruleId, message })));
}

const configs = {};
for (const file of configOf) {
  const config = await eslint.calculateConfigForFile(file);
  configs[file] = Object.fromEntries(rules.map((rule) => [rule, config?.rules?.[rule] ?? null]));
}

process.stdout.write(JSON.stringify({ results, configs }));
