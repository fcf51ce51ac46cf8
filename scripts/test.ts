// npm test: lint, type-check, Jest, the production build and Playwright against it; ends with
// one line "N passed, N failed" (every test of every suite, plus lint and type-check as one
// check each) that CI reads.
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { root } from './lib/apps';
import { ensureChromium } from './lib/chromium';
import { run } from './lib/run';
import { jestCounts, playwrightCounts, type Counts } from './lib/test-counts';

const reports = path.join(root, '.reports');
rmSync(path.join(reports, 'jest.json'), { force: true });
rmSync(path.join(reports, 'playwright.json'), { force: true });
mkdirSync(reports, { recursive: true });

const total: Counts = { passed: 0, failed: 0 };
const add = (counts: Counts) => {
  total.passed += counts.passed;
  total.failed += counts.failed;
};
const check = (ok: boolean) => add(ok ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 });

check(run('npx', ['eslint', '--max-warnings', '0', '.']));
check(run('npx', ['tsc', '-p', 'tsconfig.json']));
run('npx', ['jest', '--json', `--outputFile=${path.join(reports, 'jest.json')}`]);
add(jestCounts(path.join(reports, 'jest.json')));

let e2eReady = run('npx', ['tsx', 'scripts/build.ts']);
try {
  ensureChromium();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  e2eReady = false;
}
if (e2eReady) {
  // CI=1 makes Playwright start its own server for this build rather than reuse a stale one.
  run('npx', ['playwright', 'test'], { CI: process.env.CI ?? '1' });
  add(playwrightCounts(path.join(reports, 'playwright.json')));
} else {
  add({ passed: 0, failed: 1 });
}

console.log(`\n${total.passed} passed, ${total.failed} failed`);
process.exit(total.failed === 0 ? 0 : 1);
