/**
 * The scale step: the club of `club-scale.ts` on PostgreSQL (a throwaway cluster, as the PostgreSQL
 * tests start one) and on PGlite, the API alone serving it (one replica), and every member read
 * (as the demo member, whose history is big) and every console list (as the demo admin) under load.
 * The API is the compiled server, as production runs it (see `compiledApiEntry`).
 */
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { openDatabase } from "../../server/db/client";
import { databaseLocation } from "../../server/services";
import { postgresBinDir, startTestPostgres } from "../../tests/support/postgres";
import { type LoadFigures, type LoadSettings, loadTest } from "./api-load";
import { CLUB_SCALE, type FillCounts, fillClub } from "./club-scale";
import { API_NODE_OPTIONS, compiledApiEntry, startServer } from "./server-process";
import { DEMO_ADMIN, DEMO_MEMBER, signIn } from "./session";

export const SCALE_DATABASES = ["postgres", "pglite"] as const;
export type ScaleDatabase = (typeof SCALE_DATABASES)[number];

/** Each call's unrecorded load before the timed runs. */
const WARM_UP_SECONDS = 1;

/** Who a call is measured for: the member reads have the tighter budget. */
export type ScaleGroup = "member" | "console";

export interface ScaleLoadFigures extends LoadFigures {
  group: ScaleGroup;
}

export interface ScaleFigures {
  database: ScaleDatabase;
  /** Seconds to generate and insert the club (migrations and the rating replay included). */
  fillSeconds: number;
  counts: FillCounts;
  api: ScaleLoadFigures[];
  error?: string;
}

interface ScaleTarget {
  name: string;
  group: ScaleGroup;
  path: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const day = (date: Date) => date.toISOString().slice(0, 10);

/** The previous month (YYYY-MM): a whole month of attendance. */
function lastMonth(now: Date): string {
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15));
  return date.toISOString().slice(0, 7);
}

/** Every member read of the dashboard and every console list, as the bench measures them. */
export function scaleTargets(now: Date): ScaleTarget[] {
  return [
    { name: "me", group: "member", path: "/me" },
    { name: "overview", group: "member", path: "/matchCustom/user" },
    { name: "unread", group: "member", path: "/notifications/unread" },
    { name: "membership", group: "member", path: "/billing/pay/me" },
    { name: "matches", group: "member", path: "/matches/open" },
    { name: "sessions", group: "member", path: "/me/sessions" },
    { name: "tickets", group: "member", path: "/match/getUserMatches" },
    { name: "notifications", group: "member", path: "/notifications" },
    { name: "billing history", group: "member", path: "/transaction/all" },
    { name: "tournaments", group: "member", path: "/tour/admin/getTournaments" },
    { name: "members", group: "console", path: "/staff/members" },
    { name: "members search", group: "console", path: "/staff/members?q=okafor" },
    { name: "payments", group: "console", path: "/staff/payments" },
    // Totals over the whole five years: the most a treasurer can ask for.
    {
      name: "payment totals",
      group: "console",
      path: `/staff/payments/totals?period=range&from=${day(new Date(now.getTime() - 5 * 365 * DAY_MS))}&to=${day(now)}`,
    },
    { name: "results", group: "console", path: "/staff/matches" },
    { name: "attendance", group: "console", path: `/staff/session-register?month=${lastMonth(now)}` },
  ];
}

/** Opens the database at `location`, migrates it and fills the club; seconds taken and rows written. */
async function fill(location: Parameters<typeof openDatabase>[0], now: Date) {
  const started = performance.now();
  const handle = await openDatabase(location);
  try {
    const counts = await fillClub(handle.db, now, CLUB_SCALE);
    return { fillSeconds: (performance.now() - started) / 1000, counts };
  } finally {
    await handle.close();
  }
}

/** The club on one database, served by the API alone on `port`, every call under load. */
export async function measureScale(
  database: ScaleDatabase,
  port: number,
  settings: LoadSettings,
  log: (message: string) => void,
): Promise<ScaleFigures> {
  const now = new Date();
  const dataDir = await mkdtemp(path.join(tmpdir(), `tennis-bench-scale-${database}-`));
  let postgres: Awaited<ReturnType<typeof startTestPostgres>> | undefined;
  const figures: ScaleFigures = { database, fillSeconds: 0, counts: {}, api: [] };
  try {
    let databaseUrl: string | undefined;
    if (database === "postgres") {
      const binDir = postgresBinDir();
      if (!binDir) throw new Error("no PostgreSQL server under /usr/lib/postgresql");
      postgres = await startTestPostgres(binDir);
      databaseUrl = postgres.url;
    }
    log(`Scale on ${database}: filling five years of a ${CLUB_SCALE.players}-player club`);
    Object.assign(figures, await fill(databaseLocation({ databaseUrl, dataDir }), now));
    log(`Scale on ${database}: filled in ${figures.fillSeconds.toFixed(0)} s`);

    const apiUrl = `http://127.0.0.1:${port}`;
    const api = await startServer({
      nodeOptions: API_NODE_OPTIONS,
      entry: await compiledApiEntry(),
      env: {
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
        DEMO_MODE: "true",
        SEED_DEMO: "false",
        JWT_SECRET: randomBytes(32).toString("hex"),
        RATE_LIMIT_LOGIN_PER_MINUTE: "1000000",
        LOG_FORMAT: "json",
      },
      readyUrl: `${apiUrl}/ready`,
      timeoutMs: 120_000,
    });
    try {
      const member = await signIn(apiUrl, DEMO_MEMBER, "/");
      const admin = await signIn(apiUrl, DEMO_ADMIN, "/");
      const calls = scaleTargets(now).map((target) => ({
        target,
        load: {
          name: target.name,
          method: "GET" as const,
          path: target.path,
          headers: { authorization: `Bearer ${target.group === "member" ? member.token : admin.token}` },
        },
      }));
      for (const { target, load } of calls) {
        // One request first: a call that fails at all is reported, not hammered.
        const probe = await fetch(new URL(target.path, apiUrl), { headers: load.headers });
        await probe.arrayBuffer();
        if (!probe.ok) log(`Scale on ${database}: ${target.path} answered ${probe.status}`);
      }
      // A server that has run a while, as a club's does: every call first under load for a
      // moment, unrecorded, so no call's figures carry the new process's compiling and connecting.
      log(`Scale on ${database}: warming up, ${WARM_UP_SECONDS} s a call`);
      for (const { load } of calls) {
        await loadTest(apiUrl, load, { ...settings, durationSeconds: WARM_UP_SECONDS });
      }
      for (const { target, load } of calls) {
        log(`Scale on ${database}: load GET ${target.path}`);
        const result = await loadTest(apiUrl, load, settings);
        figures.api.push({ ...result, group: target.group });
      }
    } finally {
      await api.stop();
    }
  } catch (error) {
    figures.error = (error instanceof Error ? error.message : String(error)).split("\n")[0]!;
  } finally {
    await postgres?.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
  return figures;
}
