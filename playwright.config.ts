import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/lib/chromium';

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // A whole test's limit, not a speed check (npm run bench measures speed): the specs that run axe
  // in several layouts took 25–32 s on a day this 2-core machine ran everything about twice as
  // slowly, and failed at 30 s. Each step still has its own 7 s (expect) limit.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  forbidOnly: true,
  reporter: [['list'], ['json', { outputFile: '.reports/playwright.json' }]],
  use: {
    baseURL: 'http://localhost:3000',
    browserName: 'chromium',
    // Debian's Chromium: browser downloads do not work here.
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    trace: 'retain-on-failure',
  },
  // The production build, served as deployed (shell :3000, each remote on its own port).
  webServer: {
    command: 'npx tsx scripts/serve.ts',
    url: 'http://localhost:3001/mf-manifest.json',
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
