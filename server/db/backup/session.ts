/**
 * One database session for the backup, restore and move commands: a single connection to
 * PostgreSQL, or the PGlite of a data folder (taken with its folder lock, so never while a server
 * holds it). Plain SQL text in, rows out, so the same code reads and writes both.
 *
 * Nothing here migrates on opening: a backup reads the database as it is, and a restore migrates
 * its target itself, inside its own transaction (`migrations.ts`).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import postgres from "postgres";
import { MIGRATIONS_FOLDER, PGLITE_EXTENSIONS } from "../client";
import { lockFolder } from "../folder-lock";

/** Runs one SQL statement (parameters as $1, $2 ...) and answers its rows. */
export type Query = <T = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<T[]>;

export type SessionTarget = { kind: "postgres"; url: string } | { kind: "pglite"; directory: string };

export interface Session {
  kind: SessionTarget["kind"];
  /** Where it is, for messages: the folder, or the URL without its password. */
  label: string;
  query: Query;
  /** Runs SQL text that may hold several statements, without parameters (a migration's step). */
  exec(text: string): Promise<void>;
  close(): Promise<void>;
}

export interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}

/** The release's migrations, oldest first. */
export function readJournal(folder = MIGRATIONS_FOLDER): JournalEntry[] {
  const journal = JSON.parse(readFileSync(path.join(folder, "meta", "_journal.json"), "utf8")) as {
    entries: JournalEntry[];
  };
  return journal.entries;
}

/** The URL with its password hidden, for messages. */
export function safeUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "the PostgreSQL database";
  }
}

async function openPostgresSession(url: string): Promise<Session> {
  // One connection: the snapshot, the session settings and the advisory lock all live on it.
  const client = postgres(url, { max: 1, onnotice: () => {} });
  const query: Query = async <T>(text: string, params: unknown[] = []) =>
    (await client.unsafe(text, params as never[])) as unknown as T[];
  try {
    await query("select 1");
  } catch (error) {
    await client.end();
    throw error;
  }
  return {
    kind: "postgres",
    label: safeUrl(url),
    query,
    async exec(text) {
      await client.unsafe(text).simple();
    },
    close: () => client.end(),
  };
}

/** Whether a PGlite data folder holds no database yet (missing or empty). */
export function pgliteFolderIsEmpty(directory: string): boolean {
  return !existsSync(directory) || readdirSync(directory).length === 0;
}

async function openPgliteSession(directory: string, create: boolean): Promise<Session> {
  if (!create && pgliteFolderIsEmpty(directory)) {
    throw new Error(`There is no database in ${directory}: check DATA_DIR.`);
  }
  mkdirSync(directory, { recursive: true });
  const unlock = lockFolder(`${directory}.lock`, directory);
  try {
    const client = new PGlite(directory, { extensions: PGLITE_EXTENSIONS });
    const query: Query = async <T>(text: string, params: unknown[] = []) =>
      (await client.query<T>(text, params)).rows;
    return {
      kind: "pglite",
      label: directory,
      query,
      async exec(text) {
        await client.exec(text);
      },
      async close() {
        try {
          await client.close();
        } finally {
          unlock();
        }
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

/** Opens a session; a PGlite folder is created only when `create` (a restore's or a move's target). */
export function openSession(target: SessionTarget, { create = false } = {}): Promise<Session> {
  return target.kind === "postgres"
    ? openPostgresSession(target.url)
    : openPgliteSession(target.directory, create);
}
