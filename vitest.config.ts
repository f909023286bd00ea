import { availableParallelism } from "node:os";
import { configDefaults, defineConfig } from "vitest/config";
import { postgresBinDir, postgresPassWanted } from "./tests/support/postgres.ts";

/**
 * Two projects: `default` runs every unit and API test on the embedded PGlite; `postgres` runs the
 * API tests again on a real PostgreSQL server started for the run (tests/support/postgres-project.ts).
 * The second one runs with TEST_POSTGRES=1, and in CI when the server binaries are installed.
 */
const postgresPass = process.env.TEST_POSTGRES === "1" || (postgresPassWanted() && postgresBinDir() !== null);
if (!postgresPass && process.env.npm_lifecycle_event === "test") {
  console.log(
    postgresPassWanted()
      ? "PostgreSQL pass skipped: no server binaries under /usr/lib/postgresql (apt-get install postgresql)"
      : "PostgreSQL pass skipped: set TEST_POSTGRES=1 to run the API tests on PostgreSQL too (CI does)",
  );
}

export default defineConfig({
  resolve: { alias: { "@": new URL("./src", import.meta.url).pathname } },
  test: {
    environment: "node",
    pool: "forks",
    // Vitest's default is one worker fewer than the cores: one worker on a 2-core machine. The API
    // tests spend much of their time waiting on PostgreSQL, scrypt's threads and child processes,
    // so two workers there took the full run from 432 s to 293 s.
    maxWorkers: Math.max(availableParallelism() - 1, 2),
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: "default",
          globalSetup: ["tests/support/pglite-snapshot.ts"],
          include: [
            "src/**/*.test.{ts,tsx}",
            "server/**/*.test.ts",
            "tests/unit/**/*.test.ts",
            "tests/integration/**/*.test.ts",
          ],
        },
      },
      ...(postgresPass
        ? [
            {
              extends: true,
              test: {
                name: "postgres",
                include: ["server/**/*.test.ts", "tests/integration/replicas.test.ts"],
                // Tests that never open a database, or open only PGlite ones of their own, gain nothing
                // from a second run.
                exclude: [
                  ...configDefaults.exclude,
                  "server/lib/**",
                  "server/mail/**",
                  "server/static/builder.test.ts",
                  "server/static/site.test.ts",
                  "server/static/rebuild-coalescer.test.ts",
                  "server/static/security-headers.test.ts",
                  "server/config.test.ts",
                  "server/db/folder-lock.test.ts",
                  "server/db/pglite-settings.test.ts",
                  "server/lifecycle.test.ts",
                  // `npm run api` on a PGlite folder of its own, backed up through its API.
                  "server/api-server.test.ts",
                  "server/payments/settings.test.ts",
                  "server/payments/ticket-token.test.ts",
                  "server/payments/webhook-signature.test.ts",
                  "server/sessions/calendar.test.ts",
                ],
                globalSetup: ["tests/support/postgres-project.ts"],
              },
            },
          ]
        : []),
    ],
  },
});
