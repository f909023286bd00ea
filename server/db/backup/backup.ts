/**
 * Backing up, restoring and moving the club's database, on PGlite or PostgreSQL alike: every
 * table of the public schema (members, payments, the audit log, and the uploaded photos, which
 * live in the database as `media` and `media_variants`), its sequences and its migration.
 *
 * A backup reads one REPEATABLE READ snapshot, so it is consistent while servers keep writing. A
 * restore fills an empty database in one transaction, under the start-up lock: it migrates it to
 * the backup's migration, loads every table, checks each one's row count and checksum against the
 * backup's, applies this release's later migrations and commits; any failure leaves it empty. A
 * move is a backup piped straight into a restore.
 */

import { STARTUP_LOCK_KEY } from "../client";
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  BackupFileError,
  type BackupHeader,
  digestsOf,
  parseHeader,
} from "./format";
import { applyMigrations } from "./migrations";
import { pgliteFolderIsEmpty, type Query, readJournal, type Session } from "./session";
import {
  databaseIsEmpty,
  digestAll,
  lastAppliedMigration,
  listTables,
  quoteIdentifier,
  readSequences,
  settleSession,
  type TableDigest,
  type TableInfo,
  writeSequences,
} from "./tables";

/** Rows fetched at a time: media rows hold whole images. */
const FETCH_ROWS = 200;
/** A batch of rows inserted with one statement stops at this many rows or characters of JSON. */
const INSERT_ROWS = 500;
const INSERT_CHARS = 4_000_000;

export class RestoreRefusedError extends Error {}

/**
 * The backup's lines, read inside a snapshot the caller holds open (REPEATABLE READ, set up with
 * `settleSession`) for as long as the lines are being read.
 */
export async function* dumpInSnapshot(query: Query, source: Session["kind"]): AsyncGenerator<string> {
  const migration = await lastAppliedMigration(query);
  if (!migration) throw new Error("This database has never been migrated: there is nothing to back up.");
  const tables = await listTables(query);
  const digests = await digestAll(query, tables);
  const tag = readJournal().find((entry) => entry.when === migration.createdAt)?.tag ?? null;
  const header: BackupHeader = {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    createdAt: new Date().toISOString(),
    source,
    migration: { ...migration, tag },
    tables: tables.map((t) => ({ name: t.name, columns: t.columns, ...digests[t.name]! })),
  };
  yield JSON.stringify(header);
  for (const table of tables) {
    yield JSON.stringify({ table: table.name, rows: digests[table.name]!.rows });
    await query(
      `declare backup_rows no scroll cursor for select row_to_json(t)::text as r from ${quoteIdentifier(table.name)} t`,
    );
    for (;;) {
      const rows = await query<{ r: string }>(`fetch ${FETCH_ROWS} from backup_rows`);
      for (const row of rows) yield row.r;
      if (rows.length < FETCH_ROWS) break;
    }
    await query("close backup_rows");
  }
  yield JSON.stringify({ sequences: await readSequences(query) });
}

/** Opens a snapshot on the session, yields the backup's lines, and ends the snapshot. */
export async function* dumpSession(session: Session): AsyncGenerator<string> {
  await settleSession(session.query);
  await session.query("begin isolation level repeatable read read only");
  try {
    yield* dumpInSnapshot(session.query, session.kind);
  } finally {
    await session.query("rollback");
  }
}

/** A PGlite target must be a new folder: refused before it is even opened. */
export function assertEmptyFolder(directory: string): void {
  if (!pgliteFolderIsEmpty(directory)) {
    throw new RestoreRefusedError(
      `${directory} already holds a database. A restore only fills an empty data folder: ` +
        "point DATA_DIR at a new folder (or move this one aside).",
    );
  }
}

/** Refuses a database that holds anything: a restore never merges into or overwrites one. */
async function assertEmptyDatabase(session: Session): Promise<void> {
  if (!(await databaseIsEmpty(session.query))) {
    throw new RestoreRefusedError(
      session.kind === "pglite"
        ? `${session.label} already holds a database. A restore only fills an empty data folder.`
        : `${session.label} is not empty. A restore only fills an empty database: create a new one ` +
            "(createdb) and point the restore at it.",
    );
  }
}

export interface RestoreReport {
  header: BackupHeader;
  digests: Record<string, TableDigest>;
  /** Migrations of this release applied after loading the backup's rows. */
  laterMigrations: string[];
}

function migrationOf(header: BackupHeader): { when: number; later: string[] } {
  const journal = readJournal();
  const index = journal.findIndex((entry) => entry.when === header.migration.createdAt);
  if (index < 0) {
    const newest = journal.at(-1)?.when ?? 0;
    throw new RestoreRefusedError(
      header.migration.createdAt > newest
        ? `This backup was made by a newer release (migration ${header.migration.tag ?? header.migration.createdAt}): restore it with that release or a later one.`
        : `This backup's migration ${header.migration.tag ?? header.migration.createdAt} is not one of this release's: restore it with the release that made it.`,
    );
  }
  return { when: journal[index]!.when, later: journal.slice(index + 1).map((entry) => entry.tag) };
}

function sameColumns(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((column, i) => column === b[i]);
}

async function insertBatch(query: Query, table: TableInfo, rows: string[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = table.writable.map(quoteIdentifier).join(", ");
  await query(
    `insert into ${quoteIdentifier(table.name)} (${columns}) overriding system value
     select ${columns} from json_populate_recordset(null::${quoteIdentifier(table.name)}, $1::text::json)`,
    [`[${rows.join(",")}]`],
  );
}

/**
 * Loads a backup's lines into the empty database of `session`: migrates it to the backup's
 * migration, loads every table in one transaction, checks every table's count and checksum
 * against the backup's, commits, then applies this release's later migrations.
 */
export async function restoreInto(session: Session, lines: AsyncIterable<string>): Promise<RestoreReport> {
  const iterator = lines[Symbol.asyncIterator]();
  const next = async () => {
    const result = await iterator.next();
    return result.done ? undefined : result.value;
  };
  try {
    const header = parseHeader(await next());
    const { when, later } = migrationOf(header);
    await settleSession(session.query);
    await session.query("begin");
    try {
      // A replica starting meanwhile waits for the start-up lock, then finds the work done.
      await session.query("select pg_advisory_xact_lock($1)", [STARTUP_LOCK_KEY]);
      await assertEmptyDatabase(session);
      await applyMigrations(session, when);
      const tables = new Map((await listTables(session.query)).map((t) => [t.name, t]));
      for (const table of header.tables) {
        const here = tables.get(table.name);
        if (!here || !sameColumns(here.columns, table.columns)) {
          throw new BackupFileError(
            `The backup's table ${table.name} does not match its migration's schema.`,
          );
        }
      }
      // Tables kept by triggers (payment_day_totals, club_match_totals) load as the backup holds
      // them: the triggers stand aside while rows are replaced and loaded, for this transaction only.
      await session.query("select set_config('club.loading_backup', 'on', true)");
      // Rows a migration wrote itself (a data backfill, such as a ratings replay it leaves due) are
      // in the backup already, as the source held them: the backup's rows replace them.
      for (const table of header.tables) await session.query(`delete from ${quoteIdentifier(table.name)}`);
      let line = await next();
      while (line?.startsWith('{"table":')) {
        const section = JSON.parse(line) as { table: string; rows: number };
        const table = tables.get(section.table);
        if (!table) throw new BackupFileError(`The backup holds rows of an unknown table ${section.table}.`);
        let batch: string[] = [];
        let chars = 0;
        for (let i = 0; i < section.rows; i++) {
          const row = await next();
          if (row === undefined) throw new BackupFileError("The backup file is cut short.");
          batch.push(row);
          chars += row.length;
          if (batch.length >= INSERT_ROWS || chars >= INSERT_CHARS) {
            await insertBatch(session.query, table, batch);
            batch = [];
            chars = 0;
          }
        }
        await insertBatch(session.query, table, batch);
        line = await next();
      }
      if (!line?.startsWith('{"sequences":'))
        throw new BackupFileError("The backup file has no sequences line.");
      await writeSequences(session.query, (JSON.parse(line) as { sequences: [] }).sequences);
      // Reading on to the end checks the file's own count and hash.
      if ((await next()) !== undefined) throw new BackupFileError("The backup goes on after its sequences.");
      const expected = digestsOf(header);
      const found = await digestAll(session.query, [...tables.values()]);
      const wrong = Object.keys({ ...expected, ...found }).filter(
        (name) => expected[name]?.rows !== found[name]?.rows || expected[name]?.md5 !== found[name]?.md5,
      );
      if (wrong.length > 0) {
        throw new BackupFileError(`After loading, these tables differ from the backup: ${wrong.join(", ")}`);
      }
      // Triggers deferred to the commit (results_version's) run now, while they still stand aside.
      await session.query("set constraints all immediate");
      await session.query("select set_config('club.loading_backup', 'off', true)");
      await applyMigrations(session, null);
      await session.query("commit");
      return { header, digests: found, laterMigrations: later };
    } catch (error) {
      await session.query("rollback").catch(() => undefined);
      throw error;
    }
  } finally {
    await iterator.return?.(undefined);
  }
}

/** Every table's row count and checksum, and the last migration, read in one snapshot. */
export async function snapshotDigests(session: Session): Promise<Record<string, TableDigest>> {
  await settleSession(session.query);
  await session.query("begin isolation level repeatable read read only");
  try {
    return await digestAll(session.query, await listTables(session.query));
  } finally {
    await session.query("rollback");
  }
}
