/**
 * `npm run api` on PostgreSQL as a deployment runs it: the compiled server (`npm run build:server`,
 * what `npm run api` runs in production) under Node alone, its demo data in a throwaway PostgreSQL
 * cluster (as the PostgreSQL tests start one), the product step's load tests sent to it, and its
 * resident memory read when ready and after them (docs/decisions/0260-memory-budgets-met.md,
 * 0279-slow-phone-and-memory.md). Run through tsx instead, as in development, the server holds some
 * 150 MB more after the load: tsx's transformed sources and source maps, which production never loads.
 */
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { postgresBinDir, startTestPostgres } from "../../tests/support/postgres";
import { type LoadFigures, type LoadSettings, type LoadTarget, loadTest } from "./api-load";
import { API_NODE_OPTIONS, compiledApiEntry, residentMemoryMb, startServer } from "./server-process";
import { DEMO_MEMBER, signIn } from "./session";

export interface ApiMemoryFigures {
  database: "postgres";
  /** RSS once `/ready` answered. */
  readyMb: number;
  afterLoadMb: number;
  /**
   * Once the logins the load test left queued are answered (one more login, hashed after them in
   * arrival order, has answered), then a second: reported, not budgeted. When the load stops they
   * are still being hashed, 32 MiB of scrypt memory each, two at a time.
   */
  settledMb: number;
  api: LoadFigures[];
}

const SETTLE_MS = 1000;

/**
 * The calls the load tests send, under `prefix` (`/api` on the whole product, nothing on the API
 * alone): the tournament list, one coach, `/me` with a token, login.
 */
export async function loadTargets(origin: string, prefix: string, token: string | undefined) {
  const response = await fetch(new URL(`${prefix}/coach/getCoaches/all`, origin));
  const body = (await response.json().catch(() => ({}))) as { coaches?: { _id: string }[] };
  const coachId = body.coaches?.[0]?._id;
  const targets: LoadTarget[] = [
    { name: "tournaments", method: "GET", path: `${prefix}/tour/admin/getTournaments` },
    ...(coachId
      ? [{ name: "coach", method: "GET" as const, path: `${prefix}/coach/getCoach/${coachId}` }]
      : []),
    ...(token
      ? [
          {
            name: "me",
            method: "GET" as const,
            path: `${prefix}/me`,
            headers: { authorization: `Bearer ${token}` },
          },
        ]
      : []),
    { name: "login", method: "POST", path: `${prefix}/signUser`, body: JSON.stringify(DEMO_MEMBER) },
  ];
  return targets;
}

/** The API alone on PostgreSQL with the demo data, on `port`, under the product step's load. */
export async function measureApiOnPostgres(
  port: number,
  settings: LoadSettings,
  log: (message: string) => void,
): Promise<ApiMemoryFigures> {
  const binDir = postgresBinDir();
  if (!binDir) throw new Error("no PostgreSQL server under /usr/lib/postgresql");
  const entry = await compiledApiEntry();
  const dataDir = await mkdtemp(path.join(tmpdir(), "tennis-bench-api-"));
  const postgres = await startTestPostgres(binDir);
  try {
    const origin = `http://127.0.0.1:${port}`;
    log(`The API alone on PostgreSQL at ${origin}`);
    const api = await startServer({
      nodeOptions: API_NODE_OPTIONS,
      entry,
      env: {
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        DATABASE_URL: postgres.url,
        DEMO_MODE: "true",
        SEED_DEMO: "true",
        JWT_SECRET: randomBytes(32).toString("hex"),
        RATE_LIMIT_LOGIN_PER_MINUTE: "1000000",
        LOG_FORMAT: "json",
      },
      readyUrl: `${origin}/ready`,
      timeoutMs: 120_000,
    });
    try {
      const readyMb = residentMemoryMb(api.pid);
      const member = await signIn(origin, DEMO_MEMBER, "/");
      const figures: LoadFigures[] = [];
      for (const target of await loadTargets(origin, "", member.token)) {
        log(`Load ${target.method} ${target.path} (API alone on PostgreSQL)`);
        figures.push(await loadTest(origin, target, settings));
      }
      const afterLoadMb = residentMemoryMb(api.pid);
      await signIn(origin, DEMO_MEMBER, "/");
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
      return {
        database: "postgres",
        readyMb,
        afterLoadMb,
        settledMb: residentMemoryMb(api.pid),
        api: figures,
      };
    } finally {
      await api.stop();
    }
  } finally {
    await postgres.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
