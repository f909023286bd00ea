import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "./client";
import {
  FolderLockedError,
  formatLockHolder,
  holderIsAlive,
  lockFolder,
  parseLockHolder,
  processStartTime,
} from "./folder-lock";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "club-lock-"));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** The pid of a process that has run and exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"], {
    encoding: "utf8",
  });
  return Number(child.stdout);
}

describe("lock file contents", () => {
  it("round-trip, and anything else is no lock", () => {
    const holder = { pid: 1234, started: "98765" };
    expect(parseLockHolder(formatLockHolder(holder))).toEqual(holder);
    expect(parseLockHolder(formatLockHolder({ pid: 42, started: null }))).toEqual({ pid: 42, started: null });
    expect(parseLockHolder("")).toBeNull();
    expect(parseLockHolder("not a pid\n")).toBeNull();
    expect(parseLockHolder("-5\n")).toBeNull();
  });

  it("name a live holder only while its pid runs and started when recorded", () => {
    const probe = (running: Record<number, string | null>) => ({
      exists: (pid: number) => pid in running,
      startTime: (pid: number) => running[pid] ?? null,
    });
    expect(holderIsAlive({ pid: 7, started: "100" }, probe({ 7: "100" }))).toBe(true);
    expect(holderIsAlive({ pid: 7, started: "100" }, probe({}))).toBe(false);
    // The pid was given to another process since.
    expect(holderIsAlive({ pid: 7, started: "100" }, probe({ 7: "200" }))).toBe(false);
    expect(holderIsAlive({ pid: 7, started: null }, probe({ 7: "200" }))).toBe(true);
    expect(holderIsAlive({ pid: process.pid, started: processStartTime(process.pid) })).toBe(true);
    expect(holderIsAlive({ pid: deadPid(), started: null })).toBe(false);
  });
});

describe("lockFolder", () => {
  it("is held by one holder at a time, naming the holder's pid", () => {
    const file = path.join(dir, "one.lock");
    const release = lockFolder(file, "/data/db");
    expect(() => lockFolder(file, "/data/db")).toThrow(FolderLockedError);
    expect(() => lockFolder(file, "/data/db")).toThrow(
      `The database folder /data/db is in use by process ${process.pid}`,
    );
    release();
    expect(existsSync(file)).toBe(false);
    lockFolder(file, "/data/db")();
  });

  it("takes over the lock of a holder that died, or a lock file it cannot read", async () => {
    const file = path.join(dir, "stale.lock");
    await writeFile(file, formatLockHolder({ pid: deadPid(), started: null }));
    const release = lockFolder(file, "/data/db");
    expect(parseLockHolder(await readFile(file, "utf8"))?.pid).toBe(process.pid);
    release();
    await writeFile(file, "garbage");
    lockFolder(file, "/data/db")();
  });

  it("is not removed by a release once another holder has it", async () => {
    const file = path.join(dir, "taken.lock");
    const release = lockFolder(file, "/data/db");
    const other = formatLockHolder({ pid: 1, started: null });
    await writeFile(file, other);
    release();
    expect(await readFile(file, "utf8")).toBe(other);
  });
});

describe("a PGlite folder", () => {
  it("opens in one holder at a time, with a clear error for the second", { timeout: 120_000 }, async () => {
    const directory = path.join(dir, "db");
    const first = await openDatabase({ kind: "pglite", directory });
    try {
      await expect(openDatabase({ kind: "pglite", directory })).rejects.toThrow(
        /database folder .*db is in use by process \d+/,
      );
    } finally {
      await first.close();
    }
    const again = await openDatabase({ kind: "pglite", directory });
    await again.close();
    expect(existsSync(`${directory}.lock`)).toBe(false);
  });
});
