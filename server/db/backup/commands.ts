/**
 * `npm run backup`, `npm run restore` and `npm run db:move`: what they do and what they say, as
 * functions of the environment (DATABASE_URL, DATA_DIR) and arguments, so tests run them in process.
 */
import { createWriteStream, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { FolderLockedError } from "../folder-lock";
import { assertEmptyFolder, dumpSession, type RestoreReport, restoreInto, snapshotDigests } from "./backup";
import { assertBackupFile, backupFileLines, parseHeader, writeBackupFile } from "./format";
import { openSession, type Session, type SessionTarget, safeUrl } from "./session";
import type { TableDigest } from "./tables";

type Env = Record<string, string | undefined>;

export class CommandError extends Error {}

/** Where the configured database lives: DATABASE_URL, else the PGlite folder under DATA_DIR. */
export function configuredTarget(env: Env): SessionTarget {
  const url = env.DATABASE_URL?.trim();
  if (url) return { kind: "postgres", url };
  return { kind: "pglite", directory: path.join(path.resolve(env.DATA_DIR ?? ".data"), "db") };
}

/** A backup file name that sorts by time: club-backup-2026-11-27T10-15-00Z.jsonl.gz. */
export function defaultBackupName(now: Date): string {
  return `club-backup-${now.toISOString().slice(0, 19).replaceAll(":", "-")}Z.jsonl.gz`;
}

const heldByServer = (error: FolderLockedError) =>
  new CommandError(
    `${error.message}\nA PGlite data folder belongs to the server running on it, so this command cannot read it now. ` +
      "Either stop the server and run this again, or take a consistent backup through the running server, as an admin:\n" +
      "  BACKUP_ADMIN_EMAIL=... BACKUP_ADMIN_PASSWORD=... npm run backup -- --from http://127.0.0.1:4321/api [FILE]\n" +
      "(`npm run api` serves the API at its root: --from http://host:port). It downloads GET /api/staff/backup.",
  );

async function open(target: SessionTarget, create = false): Promise<Session> {
  try {
    return await openSession(target, { create });
  } catch (error) {
    if (error instanceof FolderLockedError) throw heldByServer(error);
    throw error;
  }
}

function totals(digests: Record<string, TableDigest>): { tables: number; rows: number } {
  const values = Object.values(digests);
  return { tables: values.length, rows: values.reduce((sum, d) => sum + d.rows, 0) };
}

/**
 * `--from URL`: the backup downloaded from a running server's API (`GET /staff/backup`), signed in
 * as the admin BACKUP_ADMIN_EMAIL with BACKUP_ADMIN_PASSWORD, and signed out again. The file is
 * checked line by line against its end line before it takes its name.
 */
async function backupFromServer(env: Env, apiUrl: string, file: string): Promise<string> {
  const email = env.BACKUP_ADMIN_EMAIL?.trim();
  const password = env.BACKUP_ADMIN_PASSWORD;
  if (!email || !password) {
    throw new CommandError(
      "--from needs an admin's sign-in: set BACKUP_ADMIN_EMAIL and BACKUP_ADMIN_PASSWORD",
    );
  }
  const api = apiUrl.replace(/\/+$/, "");
  const signIn = await fetch(`${api}/signUser`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  const signedIn = (await signIn.json().catch(() => ({}))) as {
    message?: string;
    data?: { auth?: { token?: string } };
  };
  const token = signedIn.data?.auth?.token;
  if (!signIn.ok || !token) {
    throw new CommandError(`Could not sign in at ${api}: ${signedIn.message ?? `HTTP ${signIn.status}`}`);
  }
  const authorization = { authorization: `Bearer ${token}` };
  try {
    const response = await fetch(`${api}/staff/backup`, { headers: authorization });
    if (!response.ok || !response.body) {
      const answer = (await response.json().catch(() => ({}))) as { message?: string };
      throw new CommandError(`The server refused the backup: ${answer.message ?? `HTTP ${response.status}`}`);
    }
    const partial = `${file}.partial`;
    try {
      await pipeline(Readable.fromWeb(response.body as never), createWriteStream(partial, { mode: 0o600 }));
      let tables = 0;
      let rows = 0;
      for await (const line of backupFileLines(partial)) {
        if (tables === 0) {
          const header = parseHeader(line);
          tables = header.tables.length;
          rows = header.tables.reduce((sum, t) => sum + t.rows, 0);
        }
      }
      renameSync(partial, file);
      return `Backed up the database of ${api} (${tables} tables, ${rows} rows, media included) to ${file}`;
    } finally {
      rmSync(partial, { force: true });
    }
  } finally {
    await fetch(`${api}/logout`, { method: "POST", headers: authorization }).catch(() => undefined);
  }
}

export async function backupCommand(env: Env, args: string[], now = new Date()): Promise<string> {
  const fromAt = args.indexOf("--from");
  if (fromAt >= 0) {
    const apiUrl = args[fromAt + 1];
    if (!apiUrl) throw new CommandError("Usage: npm run backup -- --from http://127.0.0.1:4321/api [FILE]");
    const rest = args.filter((_, i) => i !== fromAt && i !== fromAt + 1);
    return backupFromServer(env, apiUrl, path.resolve(rest[0] ?? defaultBackupName(now)));
  }
  const file = path.resolve(args[0] ?? defaultBackupName(now));
  const session = await open(configuredTarget(env));
  try {
    let header: { tables: { rows: number }[] } | undefined;
    const lines = dumpSession(session);
    await writeBackupFile(
      file,
      (async function* () {
        for await (const line of lines) {
          header ??= JSON.parse(line);
          yield line;
        }
      })(),
    );
    const rows = header?.tables.reduce((sum, t) => sum + t.rows, 0) ?? 0;
    return `Backed up ${session.label} (${header?.tables.length ?? 0} tables, ${rows} rows, media included) to ${file}`;
  } finally {
    await session.close();
  }
}

function restoreSummary(report: RestoreReport): string {
  const { tables, rows } = totals(report.digests);
  const later =
    report.laterMigrations.length > 0
      ? `; then applied this release's later migrations: ${report.laterMigrations.join(", ")}`
      : "";
  return `${tables} tables, ${rows} rows, every count and checksum matching the backup taken ${report.header.createdAt}${later}`;
}

export async function restoreCommand(env: Env, args: string[]): Promise<string> {
  const file = args[0];
  if (!file) throw new CommandError("Usage: npm run restore -- FILE (into DATABASE_URL, or DATA_DIR/db)");
  assertBackupFile(path.resolve(file));
  const target = configuredTarget(env);
  if (target.kind === "pglite") assertEmptyFolder(target.directory);
  const session = await open(target, true);
  let restored = false;
  try {
    const report = await restoreInto(session, backupFileLines(path.resolve(file)));
    restored = true;
    return `Restored ${path.resolve(file)} into ${session.label}: ${restoreSummary(report)}.`;
  } finally {
    await session.close();
    // The folder was empty before; a failed restore leaves it so, ready for another try.
    if (!restored && target.kind === "pglite") rmSync(target.directory, { recursive: true, force: true });
  }
}

export async function moveCommand(env: Env, args: string[]): Promise<string> {
  const url = args[0];
  if (!url || !/^postgres(ql)?:\/\//.test(url)) {
    throw new CommandError("Usage: npm run db:move -- postgres://user:password@host:5432/database");
  }
  const from = configuredTarget({ DATA_DIR: env.DATA_DIR });
  const source = await open(from);
  try {
    const target = await open({ kind: "postgres", url });
    try {
      const report = await restoreInto(target, dumpSession(source));
      // Checked once more from both ends, each in a snapshot of its own.
      if (report.laterMigrations.length === 0) {
        const [before, after] = [await snapshotDigests(source), await snapshotDigests(target)];
        const differ = Object.keys({ ...before, ...after }).filter(
          (name) => before[name]?.md5 !== after[name]?.md5 || before[name]?.rows !== after[name]?.rows,
        );
        if (differ.length > 0)
          throw new CommandError(`These tables differ after the move: ${differ.join(", ")}`);
      }
      return [
        `Moved the club from ${source.label} to ${safeUrl(url)}: ${restoreSummary(report)}.`,
        "",
        "Now run the server on PostgreSQL:",
        `  DATABASE_URL=${url} npm run api   (or npm start)`,
        "and keep DATA_DIR as it is (it holds the local signing keys and the mail outbox), or set JWT_SECRET and",
        "TICKET_SIGNING_KEY to the contents of its jwt-secret and ticket-signing-key.pem.",
        "Check it: /ready answers 200, signing in works, and the console lists the members you know.",
        `The PGlite folder ${source.label} is left as it was: keep it until you are satisfied, then remove it.`,
      ].join("\n");
    } finally {
      await target.close();
    }
  } finally {
    await source.close();
  }
}
