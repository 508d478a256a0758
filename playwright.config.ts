import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, testChromiumPath } from './tests/support/chromium';

const port = Number(process.env.E2E_PORT ?? 3100);

const chromiumLaunchOptions = { executablePath: testChromiumPath, args: chromiumArgs };

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: false,
  workers: 1, // two gain nothing on two cores: the tests are bound by the processor (README, Development)
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  globalSetup: './tests/e2e/support/global-setup.ts',
  globalTeardown: './tests/e2e/support/global-teardown.ts',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Off: recording a trace of every test (to keep those that fail) took about a third of the
    // time on a two-core machine: the shell, catalogue and layout specs ran 316-327 s without,
    // 469 s with, 416 s with neither screenshots nor DOM snapshots in it. To look into a failure,
    // run its file again with `npx playwright test <file> --trace on`.
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'desktop', testIgnore: /.*\.mobile\.spec\.ts/, use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions } },
    {
      name: 'mobile',
      testMatch: /.*\.mobile\.spec\.ts/,
      use: { ...devices['Pixel 7'], launchOptions: chromiumLaunchOptions },
    },
  ],
});
