/**
 * Backups, restores and moves on real data folders and databases: the demo data plus generated
 * rows (photos' bytes, quotes, newlines and emoji in text, JSON in the audit log, serial columns)
 * go round trip with every table's row count and checksum intact, on PGlite and on PostgreSQL.
 */
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_NOW, TEST_PASSWORD_COST } from "../../testing/harness";
import { createScratchDatabase, testDatabaseUrl } from "../../testing/test-database";
import { openDatabase } from "../client";
import { ADMIN_ID, MEMBER_ID, seedDemoData } from "../seed";
import { dumpSession, RestoreRefusedError, restoreInto, snapshotDigests } from "./backup";
import { backupCommand, moveCommand, restoreCommand } from "./commands";
import { applyMigrations } from "./migrations";
import { openSession, readJournal, type Session } from "./session";
import { lastAppliedMigration } from "./tables";

const serverUrl = testDatabaseUrl();

const folders: string[] = [];
function tempFolder(): string {
  const folder = mkdtempSync(path.join(tmpdir(), "club-backup-"));
  folders.push(folder);
  return folder;
}
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** Rows beyond the demo data that a careless copy would lose or change. */
async function addGeneratedRows(session: Session, count: number): Promise<void> {
  await session.query(
    `insert into notifications (id, user_id, title, message, created_at)
     select 'gen-n-' || i, $1, 'Title ' || i || ' "quoted" ''single'' \\ back', E'line one\\nline two ✓ 🎾 ' || i, now() - (i || ' minutes')::interval
     from generate_series(1, $2::int) i`,
    [MEMBER_ID, count],
  );
  await session.query(
    `insert into audit_log (id, actor_id, actor_email, action, entity_type, entity_id, before, after, at)
     select 'gen-a-' || i, $1, 'admin@example.com', 'test.generated', 'thing', 'id-' || i,
            null, jsonb_build_object('n', i, 'f', i / 3.0, 'nested', jsonb_build_array('a', null, true)), now()
     from generate_series(1, $2::int) i`,
    [ADMIN_ID, count],
  );
  for (let i = 0; i < 3; i++) {
    const hash = `gen-media-${i}`;
    await session.query(
      "insert into media (hash, source_format, width, height, uploaded_by) values ($1, 'jpeg', 800, 600, $2)",
      [hash, ADMIN_ID],
    );
    await session.query(
      "insert into media_variants (hash, width, format, bytes) values ($1, 400, 'webp', $2)",
      [hash, Buffer.concat([Buffer.from([0, 0, 255]), randomBytes(50_000)])],
    );
  }
}

/** A PGlite data folder with the demo data and `generated` more rows per kind. */
async function demoFolder(generated: number): Promise<string> {
  const dataDir = tempFolder();
  const database = await openDatabase({ kind: "pglite", directory: path.join(dataDir, "db") });
  await seedDemoData(database.db, TEST_NOW, TEST_PASSWORD_COST);
  await database.close();
  const session = await openSession({ kind: "pglite", directory: path.join(dataDir, "db") });
  await addGeneratedRows(session, generated);
  await session.close();
  return dataDir;
}

async function digestsOfFolder(dataDir: string) {
  const session = await openSession({ kind: "pglite", directory: path.join(dataDir, "db") });
  try {
    return await snapshotDigests(session);
  } finally {
    await session.close();
  }
}

// The PostgreSQL test project runs only what needs its server.
describe.skipIf(serverUrl)("backup and restore on PGlite", () => {
  let source: string;
  beforeAll(async () => {
    source = await demoFolder(200);
  }, 120_000);

  it("restores every table with the same row counts and checksums, photos included", async () => {
    const file = path.join(tempFolder(), "club.jsonl.gz");
    const said = await backupCommand({ DATA_DIR: source }, [file]);
    expect(said).toContain("media included");
    const target = tempFolder();
    const restored = await restoreCommand({ DATA_DIR: target }, [file]);
    expect(restored).toContain("every count and checksum matching");

    const [before, after] = [await digestsOfFolder(source), await digestsOfFolder(target)];
    expect(after).toEqual(before);
    expect(before.media_variants!.rows).toBeGreaterThanOrEqual(3);
    expect(before.notifications!.rows).toBeGreaterThan(200);
    expect(before.users!.rows).toBeGreaterThan(5);
  }, 180_000);

  it("refuses a data folder that already holds a database, and leaves it alone", async () => {
    const file = path.join(tempFolder(), "club.jsonl.gz");
    await backupCommand({ DATA_DIR: source }, [file]);
    const before = await digestsOfFolder(source);
    await expect(restoreCommand({ DATA_DIR: source }, [file])).rejects.toThrow(RestoreRefusedError);
    expect(await digestsOfFolder(source)).toEqual(before);
  }, 60_000);

  it("refuses a damaged file and leaves the target empty", async () => {
    const file = path.join(tempFolder(), "club.jsonl.gz");
    await backupCommand({ DATA_DIR: source }, [file]);
    const lines = gunzipSync(readFileSync(file)).toString("utf8").split("\n");
    // One character of one notification changed: the file's own checksum no longer matches.
    const damaged = path.join(tempFolder(), "damaged.jsonl.gz");
    writeFileSync(damaged, gzipSync(lines.map((line) => line.replace("line two", "line 2")).join("\n")));
    const target = tempFolder();
    await expect(restoreCommand({ DATA_DIR: target }, [damaged])).rejects.toThrow(/damaged/);
    // Nothing is left behind: the folder is as empty as before, ready for a good backup.
    expect(existsSync(path.join(target, "db"))).toBe(false);
  }, 180_000);

  it("refuses a cut-short file, and a file that is no backup before opening anything", async () => {
    const file = path.join(tempFolder(), "club.jsonl.gz");
    await backupCommand({ DATA_DIR: source }, [file]);
    const lines = gunzipSync(readFileSync(file)).toString("utf8").split("\n");
    const cut = path.join(tempFolder(), "cut.jsonl.gz");
    writeFileSync(cut, gzipSync(lines.slice(0, lines.length - 3).join("\n")));
    const target = tempFolder();
    await expect(restoreCommand({ DATA_DIR: target }, [cut])).rejects.toThrow(/cut short/);
    expect(existsSync(path.join(target, "db"))).toBe(false);

    const notGzip = path.join(tempFolder(), "notes.txt");
    writeFileSync(notGzip, "not a backup");
    await expect(restoreCommand({ DATA_DIR: target }, [notGzip])).rejects.toThrow(/not gzip-compressed/);
    await expect(restoreCommand({ DATA_DIR: target }, [`${notGzip}.missing`])).rejects.toThrow(
      /no backup file/,
    );
    expect(existsSync(path.join(target, "db"))).toBe(false);
  }, 180_000);

  it("refuses to open a data folder a running server holds, and says how to back it up", async () => {
    const held = await openDatabase({ kind: "pglite", directory: path.join(source, "db") });
    try {
      const attempt = backupCommand({ DATA_DIR: source }, [path.join(tempFolder(), "x.jsonl.gz")]);
      await expect(attempt).rejects.toThrow(/\/api\/staff\/backup/);
    } finally {
      await held.close();
    }
  }, 60_000);
});

describe.skipIf(serverUrl)("a backup from an older release", () => {
  it("restores into this release: loaded at its own migration, then migrated", async () => {
    const journal = readJournal();
    expect(journal.length).toBeGreaterThan(1);
    const older = journal.at(-2)!;
    const dataDir = tempFolder();
    const session = await openSession(
      { kind: "pglite", directory: path.join(dataDir, "db") },
      { create: true },
    );
    await session.query("begin");
    await applyMigrations(session, older.when);
    await session.query("commit");
    await session.query(
      `insert into users (id, full_name, email, username, password_hash, dob, phone_number, role, level)
       values ('old-user', 'Ada Older', 'ada@example.com', 'ada_older', 'x', '1990-01-01', '+234 800 000 0000', 'student', 'adult mid-level')`,
    );
    await session.close();
    const file = path.join(tempFolder(), "old.jsonl.gz");
    await backupCommand({ DATA_DIR: dataDir }, [file]);
    const header = JSON.parse(gunzipSync(readFileSync(file)).toString("utf8").split("\n")[0]!);
    expect(header.migration.tag).toBe(older.tag);

    const target = tempFolder();
    const said = await restoreCommand({ DATA_DIR: target }, [file]);
    expect(said).toContain(journal.at(-1)!.tag);
    const restored = await openSession({ kind: "pglite", directory: path.join(target, "db") });
    try {
      expect((await lastAppliedMigration(restored.query))?.createdAt).toBe(journal.at(-1)!.when);
      const rows = await restored.query<{ full_name: string }>(
        "select full_name from users where id = 'old-user'",
      );
      expect(rows).toEqual([{ full_name: "Ada Older" }]);
    } finally {
      await restored.close();
    }
    // A server opens it as its own: drizzle's migrator finds every migration applied.
    const served = await openDatabase({ kind: "pglite", directory: path.join(target, "db") });
    await served.close();
  }, 180_000);
});

describe.runIf(serverUrl)("on PostgreSQL", () => {
  let source: string;
  beforeAll(async () => {
    source = await demoFolder(2_000);
  }, 120_000);

  it("moves a PGlite club to PostgreSQL with nothing lost, and says what to set", async () => {
    const scratch = await createScratchDatabase(serverUrl!);
    try {
      const said = await moveCommand({ DATA_DIR: source }, [scratch.url]);
      expect(said).toContain(`DATABASE_URL=${scratch.url}`);
      const target = await openSession({ kind: "postgres", url: scratch.url });
      try {
        expect(await snapshotDigests(target)).toEqual(await digestsOfFolder(source));
        // The serial columns go on after the copied rows.
        const [row] = await target.query<{ ok: boolean }>(
          "select nextval(pg_get_serial_sequence('audit_log', 'seq')) > (select max(seq) from audit_log) as ok",
        );
        expect(row?.ok).toBe(true);
      } finally {
        await target.close();
      }
      // A second move into the same database is refused.
      await expect(moveCommand({ DATA_DIR: source }, [scratch.url])).rejects.toThrow(/not empty/);
    } finally {
      await scratch.drop();
    }
  }, 180_000);

  it("backs up PostgreSQL in one snapshot while it is written to, and restores it", async () => {
    const from = await createScratchDatabase(serverUrl!);
    const to = await createScratchDatabase(serverUrl!);
    try {
      await moveCommand({ DATA_DIR: source }, [from.url]);
      const session = await openSession({ kind: "postgres", url: from.url });
      const writer = await openSession({ kind: "postgres", url: from.url });
      const lines: string[] = [];
      try {
        const dump = dumpSession(session);
        lines.push((await dump.next()).value as string);
        // Written after the snapshot began: not in this backup, whatever table the dump is at.
        await writer.query(
          "insert into notifications (id, user_id, title, message) values ('late-1', $1, 'Late', 'After the snapshot')",
          [MEMBER_ID],
        );
        await writer.query("delete from notifications where id like 'gen-n-1%'");
        for await (const line of dump) lines.push(line);
      } finally {
        await writer.close();
        await session.close();
      }
      const target = await openSession({ kind: "postgres", url: to.url });
      try {
        async function* replay() {
          yield* lines;
        }
        await restoreInto(target, replay());
        const header = JSON.parse(lines[0]!);
        const notifications = header.tables.find((t: { name: string }) => t.name === "notifications");
        const [count] = await target.query<{ n: string }>("select count(*)::text as n from notifications");
        expect(Number(count?.n)).toBe(notifications.rows);
        expect(notifications.rows).toBeGreaterThan(2_000);
      } finally {
        await target.close();
      }
      // And through the command, PostgreSQL to a file to PostgreSQL.
      const file = path.join(tempFolder(), "pg.jsonl.gz");
      await backupCommand({ DATABASE_URL: from.url }, [file]);
      const again = await createScratchDatabase(serverUrl!);
      try {
        await restoreCommand({ DATABASE_URL: again.url }, [file]);
        const [a, b] = [
          await openSession({ kind: "postgres", url: from.url }),
          await openSession({ kind: "postgres", url: again.url }),
        ];
        try {
          expect(await snapshotDigests(b)).toEqual(await snapshotDigests(a));
        } finally {
          await a.close();
          await b.close();
        }
      } finally {
        await again.drop();
      }
    } finally {
      await from.drop();
      await to.drop();
    }
  }, 180_000);
});
