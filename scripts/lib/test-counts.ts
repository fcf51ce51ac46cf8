import { existsSync, readFileSync } from 'node:fs';

export interface Counts {
  passed: number;
  failed: number;
}

/** Passed and failed tests from Jest's --json report (a missing report counts as one failure). */
export function jestCounts(file: string): Counts {
  if (!existsSync(file)) return { passed: 0, failed: 1 };
  const report = JSON.parse(readFileSync(file, 'utf8')) as { numPassedTests: number; numFailedTests: number; numRuntimeErrorTestSuites: number };
  return { passed: report.numPassedTests, failed: report.numFailedTests + report.numRuntimeErrorTestSuites };
}

/** Passed and failed tests from Playwright's JSON reporter (flaky ones count as failed). */
export function playwrightCounts(file: string): Counts {
  if (!existsSync(file)) return { passed: 0, failed: 1 };
  const { stats, errors } = JSON.parse(readFileSync(file, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
    errors?: unknown[];
  };
  return { passed: stats.expected, failed: stats.unexpected + stats.flaky + stats.skipped + (errors?.length ?? 0) };
}
