/**
 * Crash safety of payments with the real server process: a member pays at the checkout, the
 * server is killed (SIGKILL) before the member's return or the provider's webhook reaches it, and
 * after a restart the start-up re-verification fulfils the payment. Nothing is lost. The killed
 * server's lock on its data folder does not keep the restarted one out.
 */
import type { ChildProcess } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../server/db/client";
import { transactions } from "../../server/db/schema";
import { RECOVERY_MIN_AGE_MS } from "../../server/payments/reverify";
import { freePort } from "../support/free-port";
import { startServerProcess } from "../support/server-process";

let dataDir: string;
let port: number;
let server: ChildProcess | undefined;

async function startServer(): Promise<ChildProcess> {
  const started = await startServerProcess(
    {
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: "test",
      // The demo member pays in the payment sandbox.
      DEMO_MODE: "true",
      HOST: "127.0.0.1",
      BUILD_SITE: "false",
      // Nothing listens here: the sandbox's webhook cannot reach the server, as in a crash.
      PUBLIC_SITE_URL: "http://127.0.0.1:9",
      PAYSTACK_SECRET_KEY: "",
    },
    `${origin()}/ready`,
    90_000,
  );
  return started.child;
}

async function kill(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, "exit");
  child.kill(signal);
  await exited;
}

const origin = () => `http://127.0.0.1:${port}`;

async function api(pathname: string, init: { method?: string; token?: string; body?: unknown } = {}) {
  const response = await fetch(`${origin()}/api${pathname}`, {
    method: init.method ?? "GET",
    headers: {
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.body === undefined ? {} : { "content-type": "application/json" }),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  // biome-ignore lint/suspicious/noExplicitAny: tests read whatever the API answered.
  return { status: response.status, body: (await response.json()) as any };
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "club-crash-"));
  port = await freePort();
});
afterAll(async () => {
  if (server) await kill(server, "SIGTERM");
  await rm(dataDir, { recursive: true, force: true });
});

describe("a server killed during a payment", () => {
  it("fulfils the paid order when it starts again", { timeout: 240_000 }, async () => {
    server = await startServer();
    const login = await api("/signUser", {
      method: "POST",
      body: { email: "free@example.com", password: "Free123!" },
    });
    const token: string = login.body.data.auth.token;
    const { body: list } = await api("/tour/admin/getTournaments");
    const upcoming = list.tours.find(
      (t: { date: string }) => new Date(t.date).getTime() > Date.now() + 86_400_000,
    );
    expect(upcoming).toBeDefined();

    const link = await api(`/tour/register/${upcoming._id}`, { token });
    expect(link.status).toBe(200);
    const { authorization_url: authorizationUrl, reference } = link.body.paystackResponse.data;
    // The member presses Pay on the checkout page; the provider now says "success".
    const checkout = new URL(authorizationUrl);
    const paid = await fetch(`${origin()}${checkout.pathname}/pay`, { method: "POST", redirect: "manual" });
    expect(paid.status).toBe(303);
    expect((await api("/transaction/all", { token })).body.trans[0]).toMatchObject({
      reference,
      status: "pending",
    });

    // The server dies before the member's browser comes back.
    await kill(server, "SIGKILL");
    expect(server.signalCode).toBe("SIGKILL");

    // It stays down for two minutes: the payment is then old enough for recovery to settle it.
    const { db, close } = await openDatabase({ kind: "pglite", directory: path.join(dataDir, "db") });
    await db
      .update(transactions)
      .set({ createdAt: sql`${transactions.createdAt} - interval '2 minutes'` })
      .where(eq(transactions.reference, reference));
    await close();
    expect(2 * 60 * 1000).toBeGreaterThan(RECOVERY_MIN_AGE_MS);

    server = await startServer();
    // The server serves first and settles what the crash left pending in the background.
    await expect
      .poll(async () => (await api("/transaction/all", { token })).body.trans[0], { timeout: 30_000 })
      .toMatchObject({ reference, status: "complete" });
    const ticket = await api("/match/matchCheck", {
      method: "POST",
      token,
      body: { tournamentId: upcoming._id },
    });
    expect(ticket.body).toEqual({ match: true });
    // The member's return page, arriving late, confirms it.
    const returned = await api(
      `/match/${upcoming._id}/matchCallback?trxref=${reference}&reference=${reference}`,
      {
        token,
      },
    );
    expect(returned).toMatchObject({ status: 200, body: { status: "success" } });
  });
});
