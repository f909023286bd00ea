import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS, chromiumPath } from "./tests/support/browser";

const DEMO_CHANGING_JOURNEYS = [
  "**/console-messages.spec.ts",
  "**/competition.spec.ts",
  "**/order-of-play.spec.ts",
  "**/junior-tournament.spec.ts",
  "**/console-payments.spec.ts",
  "**/membership-prices.spec.ts",
];
/** Cancels the demo tournament whose draw competition.spec.ts plays, so it comes after that. */
const GATE_JOURNEY = "**/gate.spec.ts";
/** Adds a doubles event to the Under-14 Cup, whose two events order-of-play.spec.ts reads: after it. */
const DOUBLES_JOURNEY = "**/doubles-partners.spec.ts";

const port = Number(process.env.E2E_PORT ?? 4399);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), "tennis-e2e-"));
const executablePath = chromiumPath();

export default defineConfig({
  testDir: "./tests/e2e",
  // One output folder per port, so runs side by side never delete each other's results.
  outputDir: `test-results/port-${port}`,
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: "retain-on-failure",
    launchOptions: { ...(executablePath ? { executablePath } : {}), args: CHROMIUM_FLAGS },
  },
  // One server serves every journey. The journeys that change demo records other journeys read
  // (they move the pending assignment, record results and medals, cancel a tournament, refund a
  // ticket) run after the rest, so a reader never sees a state another journey left behind.
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"] },
      testIgnore: [...DEMO_CHANGING_JOURNEYS, GATE_JOURNEY, DOUBLES_JOURNEY],
    },
    {
      name: "desktop-after",
      use: { ...devices["Desktop Chrome"] },
      testMatch: DEMO_CHANGING_JOURNEYS,
      dependencies: ["desktop"],
    },
    {
      name: "desktop-last",
      use: { ...devices["Desktop Chrome"] },
      testMatch: [GATE_JOURNEY, DOUBLES_JOURNEY],
      dependencies: ["desktop-after"],
    },
  ],
  webServer: {
    command: "npm start",
    url: `http://localhost:${port}/ready`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: "pipe",
    stderr: "pipe",
    env: {
      ...(process.env as Record<string, string>),
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: "test",
      // The journeys sign in as the demo accounts, read mail at /dev/mail and pay in the sandbox.
      DEMO_MODE: "true",
      HOST: "127.0.0.1",
      SITE_URL: `http://localhost:${port}`,
      // Every journey comes from one address; the limits themselves are proven by the API tests.
      RATE_LIMIT_LOGIN_PER_MINUTE: "1000",
      RATE_LIMIT_PASSWORD_RESET_PER_HOUR: "1000",
      RATE_LIMIT_SIGNUP_PER_HOUR: "1000",
      RATE_LIMIT_NEWSLETTER_PER_HOUR: "1000",
      RATE_LIMIT_CONTACT_PER_HOUR: "1000",
      // Journeys wait for the site to rebuild after a change; a club's server waits a minute
      // between builds, the journeys' server ten seconds (coalescing is proven by the API tests).
      SITE_REBUILD_MIN_INTERVAL_SECONDS: "10",
    },
  },
});
