/**
 * How many statements a piece of work sends to the database, on PGlite (`query`) or PostgreSQL
 * (`unsafe`, which Drizzle's postgres.js session uses for every statement): a read that must answer
 * quickly at a big club's size is held to a fixed number, whatever the member's history.
 */
import { vi } from "vitest";
import type { Database } from "../db/client";

export async function statementsDuring(db: Database, work: () => Promise<unknown>): Promise<number> {
  return (await statementTextsDuring(db, work)).length;
}

/** The statements a piece of work sends to the database, as text, in order. */
export async function statementTextsDuring(db: Database, work: () => Promise<unknown>): Promise<string[]> {
  return (await statementsSentDuring(db, work)).map((statement) => statement.text);
}

export interface SentStatement {
  text: string;
  /** The values sent with it, for its `$1`, `$2`, ... */
  params: unknown[];
}

/** The statements a piece of work sends to the database, with their values, in order. */
export async function statementsSentDuring(
  db: Database,
  work: () => Promise<unknown>,
): Promise<SentStatement[]> {
  const client = (db as unknown as { $client: Record<string, (...args: unknown[]) => unknown> }).$client;
  const spy = vi.spyOn(client, "unsafe" in client ? "unsafe" : "query");
  try {
    await work();
    return spy.mock.calls.map((call) => ({
      text: String(call[0]),
      params: Array.isArray(call[1]) ? call[1] : [],
    }));
  } finally {
    spy.mockRestore();
  }
}
