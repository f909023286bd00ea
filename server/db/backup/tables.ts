/**
 * What a backup, a restore and a move need to know of a database, read from the database itself
 * so that every table is included, today's and those later migrations add: its tables in
 * dependency order, their columns, its sequences, the last migration applied, and a checksum of
 * every table that reads the same on PGlite and on PostgreSQL.
 */
import type { Query } from "./session";

export interface TableInfo {
  name: string;
  /** Every column, in table order (what a row's JSON holds). */
  columns: string[];
  /** The columns a restore writes: generated ones are computed again. */
  writable: string[];
}

export interface TableDigest {
  rows: number;
  /** md5 over the sorted md5s of each row's JSON: independent of row order. */
  md5: string;
}

export interface AppliedMigration {
  /** The journal entry's `when`, which drizzle records as `created_at`. */
  createdAt: number;
  hash: string;
}

/**
 * Session settings under which a row's JSON reads the same on every server: timestamps in UTC,
 * shortest exact floats, hex bytea. `local` keeps them to the transaction the caller is in (on a
 * server's own connection, which other requests use next).
 */
export async function settleSession(query: Query, { local = false } = {}): Promise<void> {
  const set = local ? "set local" : "set";
  await query(`${set} time zone 'UTC'`);
  await query(`${set} extra_float_digits = 1`);
  await query(`${set} bytea_output = 'hex'`);
  await query(`${set} intervalstyle = 'postgres'`);
}

export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/**
 * Tables of the public schema, parents before children (foreign keys), alphabetical within a
 * level so that two databases of one schema list them alike. A cycle of foreign keys cannot be
 * loaded table by table, so it is refused by name.
 */
export async function listTables(query: Query): Promise<TableInfo[]> {
  const tables = await query<{ name: string }>(
    "select tablename as name from pg_tables where schemaname = 'public' order by tablename",
  );
  const columns = await query<{ table_name: string; column_name: string; is_generated: string }>(
    `select table_name, column_name, is_generated from information_schema.columns
     where table_schema = 'public' order by table_name, ordinal_position`,
  );
  const edges = await query<{ child: string; parent: string }>(
    `select child.relname as child, parent.relname as parent
     from pg_constraint c
     join pg_class child on child.oid = c.conrelid
     join pg_class parent on parent.oid = c.confrelid
     join pg_namespace n on n.oid = child.relnamespace
     where c.contype = 'f' and n.nspname = 'public'`,
  );
  const names = tables.map((t) => t.name);
  const parents = new Map(names.map((name) => [name, new Set<string>()]));
  for (const { child, parent } of edges) {
    // A table pointing at itself loads its rows in one statement, checked at its end.
    if (child !== parent) parents.get(child)?.add(parent);
  }
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < names.length) {
    const ready = names.filter(
      (name) => !placed.has(name) && [...parents.get(name)!].every((p) => placed.has(p)),
    );
    if (ready.length === 0) {
      const stuck = names.filter((name) => !placed.has(name));
      throw new Error(`The foreign keys of these tables form a cycle: ${stuck.join(", ")}`);
    }
    for (const name of ready) {
      ordered.push(name);
      placed.add(name);
    }
  }
  return ordered.map((name) => {
    const own = columns.filter((c) => c.table_name === name);
    return {
      name,
      columns: own.map((c) => c.column_name),
      writable: own.filter((c) => c.is_generated !== "ALWAYS").map((c) => c.column_name),
    };
  });
}

export async function tableDigest(query: Query, table: string): Promise<TableDigest> {
  const [row] = await query<{ rows: string; md5: string }>(
    `select count(*)::text as rows, coalesce(md5(string_agg(h, '' order by h collate "C")), '') as md5
     from (select md5(row_to_json(t)::text) as h from ${quoteIdentifier(table)} t) s`,
  );
  return { rows: Number(row?.rows ?? 0), md5: row?.md5 ?? "" };
}

export async function digestAll(
  query: Query,
  tables: readonly TableInfo[],
): Promise<Record<string, TableDigest>> {
  const digests: Record<string, TableDigest> = {};
  for (const table of tables) digests[table.name] = await tableDigest(query, table.name);
  return digests;
}

export interface SequenceValue {
  name: string;
  /** null when the sequence was never used. */
  lastValue: string | null;
}

export async function readSequences(query: Query): Promise<SequenceValue[]> {
  const rows = await query<{ name: string; last_value: string | null }>(
    "select sequencename as name, last_value::text as last_value from pg_sequences where schemaname = 'public' order by sequencename",
  );
  return rows.map((row) => ({ name: row.name, lastValue: row.last_value }));
}

export async function writeSequences(query: Query, sequences: readonly SequenceValue[]): Promise<void> {
  for (const sequence of sequences) {
    if (sequence.lastValue === null) continue;
    await query(`select setval($1, $2::bigint, true)`, [quoteIdentifier(sequence.name), sequence.lastValue]);
  }
}

/** The newest migration applied, or null on a database no release has migrated. */
export async function lastAppliedMigration(query: Query): Promise<AppliedMigration | null> {
  const [exists] = await query<{ found: boolean }>(
    "select to_regclass('drizzle.__drizzle_migrations') is not null as found",
  );
  if (!exists?.found) return null;
  const [row] = await query<{ created_at: string; hash: string }>(
    "select created_at::text as created_at, hash from drizzle.__drizzle_migrations order by created_at desc limit 1",
  );
  return row ? { createdAt: Number(row.created_at), hash: row.hash } : null;
}

/** Whether the database holds nothing of ours: no table in its public or drizzle schema. */
export async function databaseIsEmpty(query: Query): Promise<boolean> {
  const [row] = await query<{ n: string }>(
    "select count(*)::text as n from pg_tables where schemaname in ('public', 'drizzle')",
  );
  return Number(row?.n ?? 0) === 0;
}
