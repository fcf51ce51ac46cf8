import { defineConfig } from '@playwright/test';

/** Chromium from Debian (browser downloads do not work here); flags from docs/toolchain.md. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  forbidOnly: true,
  reporter: [['list'], ['json', { outputFile: '.reports/playwright.json' }]],
  use: {
    baseURL: 'http://localhost:3000',
    browserName: 'chromium',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
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
