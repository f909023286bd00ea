/**
 * A throwaway PostgreSQL server for the `postgres` test project (vitest globalSetup): Debian's
 * `postgresql` binaries (`/usr/lib/postgresql/<version>/bin`, installed by `.ci/run`), a cluster
 * initialised in a temporary folder, listening on a free localhost port with its socket in that
 * folder, tuned for speed over durability; started for the `postgres` test project by
 * tests/support/postgres-project.ts, and by the tests of outages and restarts.
 */
import { execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "./free-port.ts";

export const POSTGRES_ROOT = "/usr/lib/postgresql";

/** The newest installed server's bin folder, or null. */
export function postgresBinDir(): string | null {
  if (!existsSync(POSTGRES_ROOT)) return null;
  const versions = readdirSync(POSTGRES_ROOT)
    .filter((v) => existsSync(path.join(POSTGRES_ROOT, v, "bin", "initdb")))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(POSTGRES_ROOT, versions[0], "bin") : null;
}

/** Whether `npm test` should run the API tests again on PostgreSQL: asked for, or in CI. */
export function postgresPassWanted(env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.TEST_POSTGRES === "0") return false;
  return env.TEST_POSTGRES === "1" || Boolean(env.CI);
}

/** Postgres refuses to run as root: as root, its commands run as the `postgres` user. */
function asServerUser(command: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0 ? ["runuser", ["-u", "postgres", "--", command, ...args]] : [command, args];
}

function postgresUser(): { uid: number; gid: number } {
  const id = (flag: string) => Number(execFileSync("id", [flag, "postgres"], { encoding: "utf8" }).trim());
  return { uid: id("-u"), gid: id("-g") };
}

export interface TestPostgres {
  url: string;
  /** Stops the server and keeps its data, as an outage would (`resume` starts it again on the same port). */
  pause(): void;
  resume(): void;
  stop(): Promise<void>;
}

export async function startTestPostgres(binDir: string): Promise<TestPostgres> {
  const folder = mkdtempSync(path.join(tmpdir(), "club-pg-"));
  const dataDir = path.join(folder, "data");
  if (process.getuid?.() === 0) {
    const { uid, gid } = postgresUser();
    chownSync(folder, uid, gid);
  }
  const run = (command: string, args: string[]) => {
    const [file, argv] = asServerUser(path.join(binDir, command), args);
    execFileSync(file, argv, { stdio: "pipe" });
  };
  run("initdb", ["-D", dataDir, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--no-sync"]);

  const port = await freePort();
  const options = [
    `-p ${port}`,
    `-k ${folder}`,
    "-c listen_addresses=127.0.0.1",
    "-c fsync=off",
    "-c synchronous_commit=off",
    "-c full_page_writes=off",
    "-c max_connections=200",
  ].join(" ");
  // pg_ctl -w returns once the server accepts connections.
  const start = () =>
    run("pg_ctl", [
      "start",
      "-w",
      "-t",
      "60",
      "-D",
      dataDir,
      "-l",
      path.join(folder, "server.log"),
      "-o",
      options,
    ]);
  start();
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  return {
    url,
    // Fast: open connections are cut, as when a database server goes down.
    pause: () => run("pg_ctl", ["stop", "-D", dataDir, "-m", "fast", "-w"]),
    resume: start,
    async stop() {
      // Immediate: the data is thrown away anyway.
      run("pg_ctl", ["stop", "-D", dataDir, "-m", "immediate", "-w"]);
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
