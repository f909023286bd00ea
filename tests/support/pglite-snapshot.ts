/**
 * Vitest globalSetup of the `default` test project: one in-memory PGlite with every migration run,
 * dumped once per run to a temporary file whose path the tests are given (`inject`). A test file's
 * database starts from that dump (server/testing/test-database.ts): PGlite creating a cluster takes
 * 2 to 4 s of a file's time, loading the dump under one.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../server/db/client.ts";
// The `pgliteSnapshot` the tests inject is declared there.
import type {} from "../../server/testing/test-database.ts";

export default async function setup(project: TestProject): Promise<() => void> {
  const handle = await openDatabase({ kind: "memory" });
  let dump: Blob;
  try {
    // The database opened on PGlite: drizzle's instance holds its client.
    dump = await (handle.db as unknown as { $client: PGlite }).$client.dumpDataDir("none");
  } finally {
    await handle.close();
  }
  const folder = mkdtempSync(path.join(tmpdir(), "club-pglite-"));
  const file = path.join(folder, "migrated.tar");
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteSnapshot", file);
  return () => rmSync(folder, { recursive: true, force: true });
}
