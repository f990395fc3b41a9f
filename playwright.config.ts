import { defineConfig } from '@playwright/test';
import { E2E_DATA_DIR } from './tests/e2e/support/accounts';

const port = Number(process.env.E2E_PORT ?? 4319);
/** The Stripe stand-in the journeys' server bills through (tests/support/stripeStandIn.ts). */
const standInPort = port + 1000;
const WEBHOOK_SECRET = 'whsec_e2e_standin';
const ADMIN_JOURNEYS = /admin\.spec\.ts$/;

/** Debian's Chromium, never a downloaded browser (the network here reaches only package registries). */
export const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-dev-shm-usage',
  ],
};

export default defineConfig({
  testDir: 'tests/e2e',
  // Per port, like the data folder: a second run on one machine does not wipe this one's traces.
  outputDir: port === 4319 ? 'test-results' : `test-results-${port}`,
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Ceilings, not waits: every journey waits for the condition it needs and goes on the moment it
  // holds, so a generous ceiling costs a passing run nothing. They are set once, here, for every
  // journey: per-assertion limits tighter than these broke journeys when the 2-core machine ran
  // other work beside the suite (issue 20), and a journey with two devices, a long history and
  // several axe passes took over 60 s there.
  timeout: 240_000,
  expect: { timeout: 30_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: chromiumLaunch,
    locale: 'en-GB',
    serviceWorkers: 'allow',
    trace: 'retain-on-failure',
    // A journey's browser has seen the welcome carousel (on the app and on a portal's address), so
    // it starts at the login form; the carousel's own journey starts with nothing stored.
    storageState: {
      cookies: [],
      origins: [`http://localhost:${port}`, `http://demo.localhost:${port}`].map((origin) => ({
        origin,
        localStorage: [{ name: 'forkcast.welcomeSeen', value: '1' }],
      })),
    },
  },
  projects: [
    // A journey that sets both sizes itself (a coach at a desk, their client on a phone) runs once:
    // tagged for one project rather than skipped in the other, so a skip never counts as a pass.
    {
      name: 'phone',
      testIgnore: ADMIN_JOURNEYS,
      grepInvert: /@desktop-only/,
      use: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true },
    },
    {
      name: 'desktop',
      testIgnore: ADMIN_JOURNEYS,
      grepInvert: /@phone-only/,
      use: { viewport: { width: 1440, height: 1024 } },
    },
    // They switch the demo organisation's flags, which the other journeys rely on: after those (and
    // skipped when one of those fails; `--no-deps` runs them alone). They set their own viewports.
    {
      name: 'admin',
      testMatch: ADMIN_JOURNEYS,
      dependencies: ['phone', 'desktop'],
      use: { viewport: { width: 1440, height: 1024 } },
    },
  ],
  webServer: [
    {
      command: 'tsx tests/support/stripeStandInMain.ts',
      port: standInPort,
      env: {
        STAND_IN_PORT: String(standInPort),
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        NOTICES_URL: `http://localhost:${port}/api/billing/notices`,
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // A fresh data folder every run: its own PGlite database and outbox.
      command: `rm -rf '${E2E_DATA_DIR}' && tsx server/main.ts`,
      url: `http://localhost:${port}/api/health`,
      env: {
        PORT: String(port),
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        DATA_DIR: E2E_DATA_DIR,
        PUBLIC_URL: `http://localhost:${port}`,
        DATABASE_URL: '',
        SMTP_URL: '',
        // Every journey signs in from this one address (the seeded accounts once each in global-setup,
        // and the sign-in journeys): five times the per-address limits. The limits are API-tested.
        SIGN_IN_ADDRESS_LIMIT_FACTOR: '5',
        // Billing through Stripe's stand-in: the trial and the paywall go through a checkout page.
        BILLING_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_standin',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_COACH_PRICE: 'price_standin_coach',
        STRIPE_API_URL: `http://127.0.0.1:${standInPort}`,
        BOOK_DEMO_URL: 'https://forkcast.example/demo',
      },
      reuseExistingServer: false,
      // The first start imports the catalogue; on a busy 2-core machine that took two minutes.
      timeout: 180_000,
    },
  ],
});
