/**
 * Vitest globalSetup of the `postgres` test project: a throwaway server (tests/support/postgres.ts)
 * whose URL is provided to the project's tests (`inject`); each test file makes its own scratch
 * database there (server/testing/test-database.ts), a copy of one migrated here.
 */
import path from "node:path";
import postgres from "postgres";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../server/db/client.ts";
// The `testDatabaseUrl` and `testDatabaseTemplate` the tests inject are declared there.
import type {} from "../../server/testing/test-database.ts";
import { POSTGRES_ROOT, postgresBinDir, startTestPostgres } from "./postgres.ts";

/**
 * A database with every migration run, which each test file's scratch database copies
 * (server/testing/test-database.ts): copying takes a fraction of the migrations' time.
 */
async function migratedTemplate(serverUrl: string): Promise<string> {
  const name = "club_migrated";
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  await (await openDatabase({ kind: "postgres", url: url.toString() })).close();
  return name;
}

/** Vitest globalSetup of the `postgres` project: only that project's tests are given the URL. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const binDir = postgresBinDir();
  if (!binDir) {
    throw new Error(
      `No PostgreSQL server under ${POSTGRES_ROOT}: install Debian's postgresql (apt-get install postgresql) or run without TEST_POSTGRES=1`,
    );
  }
  const server = await startTestPostgres(binDir);
  project.provide("testDatabaseUrl", server.url);
  project.provide("testDatabaseTemplate", await migratedTemplate(server.url));
  console.log(`API tests on PostgreSQL (${path.basename(path.dirname(binDir))}) at ${server.url}`);
  return () => server.stop();
}
