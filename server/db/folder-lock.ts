/**
 * One process per PGlite data folder. PGlite is Postgres in a single process with no shared-memory
 * guard of its own: a second server (or `npm run renewals`) opening the same folder while the first
 * runs corrupts it. The holder writes a lock file next to the folder with its pid (and, on Linux,
 * the process's start time, so a recycled pid is not mistaken for the holder); a lock whose holder
 * is no longer running is stale and taken over, so a crash never blocks the folder for good.
 */
import { readFileSync, unlinkSync, writeFileSync } from "node:fs";

export class FolderLockedError extends Error {}

export interface LockHolder {
  pid: number;
  /** The holder's start time as the kernel counts it (Linux); null where unknown. */
  started: string | null;
}

/** The process's start time in clock ticks since boot (field 22 of /proc/<pid>/stat), or null. */
export function processStartTime(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) may hold spaces and parentheses: count from its closing one.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return fields[19] ?? null;
  } catch {
    return null;
  }
}

export function formatLockHolder(holder: LockHolder): string {
  return `${holder.pid}\n${holder.started ?? ""}\n`;
}

/** Null when the file is not a lock this code wrote (empty, cut short, edited by hand). */
export function parseLockHolder(text: string): LockHolder | null {
  const [pidText, started] = text.split("\n");
  const pid = Number(pidText);
  if (!Number.isInteger(pid) || pid <= 0) return null;
  return { pid, started: started?.trim() ? started.trim() : null };
}

/** Whether the recorded holder still runs: its pid exists and, when both are known, started when recorded. */
export function holderIsAlive(
  holder: LockHolder,
  probe: { exists(pid: number): boolean; startTime(pid: number): string | null } = {
    exists: pidExists,
    startTime: processStartTime,
  },
): boolean {
  if (!probe.exists(holder.pid)) return false;
  if (holder.started === null) return true;
  const now = probe.startTime(holder.pid);
  return now === null || now === holder.started;
}

function pidExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function readHolder(file: string): LockHolder | null | "missing" {
  try {
    return parseLockHolder(readFileSync(file, "utf8"));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return "missing";
    throw error;
  }
}

/**
 * Takes the lock file `file` for this process, or throws FolderLockedError naming the running
 * holder. Answers the release, which removes the file only while it is still this process's.
 */
export function lockFolder(file: string, folder: string): () => void {
  const mine: LockHolder = { pid: process.pid, started: processStartTime(process.pid) };
  const content = formatLockHolder(mine);
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      // Exclusive create: of two processes starting together exactly one gets here.
      writeFileSync(file, content, { flag: "wx", mode: 0o644 });
      const release = () => {
        try {
          if (readFileSync(file, "utf8") === content) unlinkSync(file);
        } catch {
          // Already gone.
        }
      };
      // A forced exit skips the orderly close; the lock goes with the process all the same.
      process.once("exit", release);
      return () => {
        process.off("exit", release);
        release();
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const holder = readHolder(file);
    if (holder === "missing") continue;
    if (holder && holderIsAlive(holder)) {
      throw new FolderLockedError(
        `The database folder ${folder} is in use by process ${holder.pid}${holder.pid === process.pid ? " (this one)" : ""}. ` +
          "Stop the server that holds it, or give this one another DATA_DIR.",
      );
    }
    // The holder is gone (a crash, a kill -9): the lock is stale.
    try {
      unlinkSync(file);
    } catch {
      // Another starter removed it first.
    }
  }
  throw new FolderLockedError(
    `Could not lock the database folder ${folder}: its lock file ${file} keeps changing`,
  );
}
