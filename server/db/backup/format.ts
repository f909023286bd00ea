/**
 * The backup file: gzipped JSON lines, version 1 (docs/decisions/0140-backup-file-format.md).
 *
 *   {"format":"atp-club-backup","version":1,"createdAt":...,"source":...,"migration":{...},"tables":[...]}
 *   {"table":"users","rows":2}             then that many lines, each one row as row_to_json writes it
 *   ...                                    every table, parents before children
 *   {"sequences":[{"name":...,"lastValue":...}]}
 *   {"end":true,"lines":N,"sha256":"..."}  N lines before this one, and the SHA-256 of them
 *
 * The header names the last migration the data was taken at, so a newer release migrates its
 * target to that point, loads the rows, then applies its own later migrations. The trailer's
 * count and hash tell a cut-short or altered file from a whole one.
 */
import { createHash } from "node:crypto";
import { once } from "node:events";
import {
  closeSync,
  createReadStream,
  createWriteStream,
  existsSync,
  openSync,
  readSync,
  renameSync,
  rmSync,
} from "node:fs";
import { createInterface } from "node:readline";
import { pipeline } from "node:stream/promises";
import { createGunzip, createGzip } from "node:zlib";
import type { TableDigest } from "./tables";

export const BACKUP_FORMAT = "atp-club-backup";
export const BACKUP_VERSION = 1;

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  source: "pglite" | "postgres";
  migration: { createdAt: number; hash: string; tag: string | null };
  tables: { name: string; columns: string[]; rows: number; md5: string }[];
}

export interface Trailer {
  end: true;
  lines: number;
  sha256: string;
}

export class BackupFileError extends Error {}

export function digestsOf(header: BackupHeader): Record<string, TableDigest> {
  return Object.fromEntries(header.tables.map((t) => [t.name, { rows: t.rows, md5: t.md5 }]));
}

/** Adds the trailer to a stream of lines. */
export async function* withTrailer(lines: AsyncIterable<string>): AsyncGenerator<string> {
  const hash = createHash("sha256");
  let count = 0;
  for await (const line of lines) {
    hash.update(line).update("\n");
    count++;
    yield line;
  }
  const trailer: Trailer = { end: true, lines: count, sha256: hash.digest("hex") };
  yield JSON.stringify(trailer);
}

/**
 * Writes the lines gzipped to `file`, through a temporary file renamed at the end: a backup cut
 * short by a crash or a full disk never takes the name of a good one.
 */
export async function writeBackupFile(file: string, lines: AsyncIterable<string>): Promise<void> {
  const partial = `${file}.partial`;
  const gzip = createGzip();
  const done = pipeline(gzip, createWriteStream(partial, { mode: 0o600 }));
  try {
    for await (const line of withTrailer(lines)) {
      if (!gzip.write(`${line}\n`)) await once(gzip, "drain");
    }
    gzip.end();
    await done;
    renameSync(partial, file);
  } catch (error) {
    gzip.destroy();
    await done.catch(() => undefined);
    rmSync(partial, { force: true });
    throw error;
  }
}

/** The lines of a backup file, checked against its trailer: throws at the end when they differ. */
export async function* readBackupLines(source: AsyncIterable<string>): AsyncGenerator<string> {
  const hash = createHash("sha256");
  let count = 0;
  let trailer: Trailer | null = null;
  for await (const line of source) {
    if (line === "") continue;
    if (trailer) throw new BackupFileError("The backup goes on after its end line: it is not one of ours.");
    if (line.startsWith('{"end":')) {
      trailer = JSON.parse(line) as Trailer;
      continue;
    }
    hash.update(line).update("\n");
    count++;
    yield line;
  }
  if (!trailer) throw new BackupFileError("The backup file is cut short: it has no end line.");
  if (trailer.lines !== count || trailer.sha256 !== hash.digest("hex")) {
    throw new BackupFileError("The backup file is damaged: its contents do not match its checksum.");
  }
}

/** Refuses, before any database is touched, a path that is no file or no gzip file. */
export function assertBackupFile(file: string): void {
  if (!existsSync(file)) throw new BackupFileError(`There is no backup file at ${file}.`);
  const magic = Buffer.alloc(2);
  const fd = openSync(file, "r");
  try {
    readSync(fd, magic, 0, 2, 0);
  } finally {
    closeSync(fd);
  }
  if (magic[0] !== 0x1f || magic[1] !== 0x8b) {
    throw new BackupFileError(`${file} is not a backup file: it is not gzip-compressed.`);
  }
}

export function backupFileLines(file: string): AsyncGenerator<string> {
  assertBackupFile(file);
  const gunzip = createGunzip();
  // A read error ends the lines with that error, never the process.
  pipeline(createReadStream(file), gunzip).catch(() => undefined);
  return (async function* () {
    try {
      yield* readBackupLines(createInterface({ input: gunzip, crlfDelay: Number.POSITIVE_INFINITY }));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code?.startsWith("Z_")) {
        throw new BackupFileError(
          `${file} is not a backup file: it is not gzip-compressed (${(error as Error).message}).`,
        );
      }
      throw error;
    }
  })();
}

export function parseHeader(line: string | undefined): BackupHeader {
  let header: Partial<BackupHeader>;
  try {
    header = JSON.parse(line ?? "");
  } catch {
    throw new BackupFileError("This is not a club backup file (its first line is not JSON).");
  }
  if (header.format !== BACKUP_FORMAT) throw new BackupFileError("This is not a club backup file.");
  if (header.version !== BACKUP_VERSION) {
    throw new BackupFileError(
      `This backup is in format version ${header.version}; this release reads version ${BACKUP_VERSION}.`,
    );
  }
  return header as BackupHeader;
}
