/**
 * A backup read through a running server's own database connection (the console's backup call):
 * one REPEATABLE READ, read-only transaction, gzipped as it is read.
 *
 * On PostgreSQL the transaction holds one connection of the pool, so the download may go at the
 * client's pace. PGlite is one session that every request waits for, so there the snapshot is read
 * to the end at once, without waiting for the client, and the rest of the file waits in memory.
 */
import { Readable } from "node:stream";
import { createGzip, type Gzip } from "node:zlib";
import { sql } from "drizzle-orm";
import type { Database } from "../client";
import { dumpInSnapshot } from "./backup";
import { withTrailer } from "./format";
import type { Query } from "./session";
import { settleSession } from "./tables";

function drained(gzip: Gzip): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      gzip.off("drain", done);
      gzip.off("close", done);
      resolve();
    };
    gzip.on("drain", done);
    gzip.on("close", done);
  });
}

export function backupStream(db: Database, source: "pglite" | "postgres"): ReadableStream<Uint8Array> {
  const gzip = createGzip();
  db.transaction(
    async (tx) => {
      const query: Query = async <T>(text: string, params: unknown[] = []) => {
        if (params.length > 0) throw new Error("A backup's reads take no parameters");
        const result = (await tx.execute(sql.raw(text))) as unknown;
        return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
      };
      await settleSession(query, { local: true });
      for await (const line of withTrailer(dumpInSnapshot(query, source))) {
        if (gzip.destroyed) throw new Error("The download of the backup was cancelled");
        if (!gzip.write(`${line}\n`) && source === "postgres") await drained(gzip);
      }
      gzip.end();
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  ).catch((error: unknown) => gzip.destroy(error instanceof Error ? error : new Error(String(error))));
  return Readable.toWeb(gzip) as ReadableStream<Uint8Array>;
}
