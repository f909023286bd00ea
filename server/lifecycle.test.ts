import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { freePort } from "../tests/support/free-port";
import { ConfigError } from "./config";
import { openDatabase } from "./db/client";
import { transactions } from "./db/schema";
import { readiness, shutdownHandler, startupFailure } from "./lifecycle";
import { startProduct } from "./product";

describe("shutdownHandler", () => {
  const quiet = () => undefined;

  it("exits 0 once the server has closed", async () => {
    const exits: number[] = [];
    const handle = shutdownHandler(
      { close: async () => undefined },
      { timeoutMs: 1000, exit: (c) => exits.push(c), log: quiet },
    );
    handle("SIGTERM");
    await vi.waitFor(() => expect(exits).toEqual([0]));
  });

  it("exits 1 when closing takes longer than the timeout, and at once on a second signal", async () => {
    const exits: number[] = [];
    const never = { close: () => new Promise<void>(() => undefined) };
    const handle = shutdownHandler(never, { timeoutMs: 100, exit: (c) => exits.push(c), log: quiet });
    handle("SIGTERM");
    expect(exits).toEqual([]);
    await vi.waitFor(() => expect(exits).toEqual([1]), { timeout: 2000 });

    const again: number[] = [];
    const second = shutdownHandler(never, { timeoutMs: 60_000, exit: (c) => again.push(c), log: quiet });
    second("SIGTERM");
    second("SIGINT");
    expect(again).toEqual([1]);
  });

  it("exits 1 when closing fails", async () => {
    const exits: number[] = [];
    const failing = { close: () => Promise.reject(new Error("database gone")) };
    shutdownHandler(failing, { timeoutMs: 1000, exit: (c) => exits.push(c), log: quiet })("SIGTERM");
    await vi.waitFor(() => expect(exits).toEqual([1]));
  });
});

describe("startupFailure", () => {
  it("says what to fix in one line, for settings, ports and the database alike", () => {
    expect(startupFailure(new ConfigError("Invalid PORT: http"))).toBe("Invalid PORT: http");
    const taken = Object.assign(new Error("listen EADDRINUSE: address already in use 0.0.0.0:4321"), {
      code: "EADDRINUSE",
      address: "0.0.0.0",
      port: 4321,
    });
    expect(startupFailure(taken)).toMatch(/^port 4321 on 0\.0\.0\.0 is in use/);
    const refused = Object.assign(new Error("connect ECONNREFUSED 10.0.0.5:5432"), { code: "ECONNREFUSED" });
    expect(startupFailure(refused)).toMatch(
      /^the database cannot be reached \(connect ECONNREFUSED 10\.0\.0\.5:5432\)/,
    );
    const login = Object.assign(new Error('password authentication failed for user "club"'), {
      code: "28P01",
    });
    expect(startupFailure(login)).toMatch(/refused the login/);
    const odd = new Error("something odd\n    at somewhere (file.ts:1:1)");
    expect(startupFailure(odd)).toBe("something odd");
  });
});

describe("readiness", () => {
  it("is ready once told, and not again once draining", () => {
    const state = readiness("Starting");
    expect(state.reason()).toBe("Starting");
    state.ready();
    expect(state.reason()).toBeNull();
    state.draining();
    expect(state.reason()).toBe("The server is shutting down");
  });
});

/** A payment provider that takes every request and never answers. */
let provider: Server;
const asked: IncomingMessage[] = [];
let dataDir: string;

beforeAll(async () => {
  provider = createServer((request) => asked.push(request));
  await new Promise<void>((resolve) => provider.listen(0, "127.0.0.1", resolve));
  dataDir = await mkdtemp(path.join(tmpdir(), "club-lifecycle-"));
});
afterAll(async () => {
  provider.closeAllConnections();
  await new Promise((resolve) => provider.close(resolve));
  await rm(dataDir, { recursive: true, force: true });
  vi.unstubAllEnvs();
});

describe("the product server", () => {
  it("listens before recovering payments, drains with /ready 503, and stops without waiting for the provider", {
    timeout: 120_000,
  }, async () => {
    const { port: providerPort } = provider.address() as AddressInfo;
    vi.stubEnv("DATA_DIR", dataDir);
    vi.stubEnv("PAYSTACK_SECRET_KEY", "sk_test_unanswered");
    vi.stubEnv("PAYSTACK_BASE_URL", `http://127.0.0.1:${providerPort}`);
    // A payment a crash left pending five minutes ago.
    const database = path.join(dataDir, "db");
    const setup = await openDatabase({ kind: "pglite", directory: database });
    await setup.db.insert(transactions).values({
      reference: "left-by-a-crash",
      kind: "ticket",
      amountKobo: 500_000,
      description: "Ticket",
      createdAt: new Date(Date.now() - 5 * 60_000),
    });
    await setup.close();

    const port = await freePort();
    const started = Date.now();
    const product = await startProduct({
      port,
      dataDir,
      buildSite: false,
      seedDemo: false,
      shutdownDrainMs: 500,
    });
    const origin = `http://127.0.0.1:${port}`;
    try {
      // The provider never answers (each verify could wait 30 s): the server serves regardless.
      expect(Date.now() - started).toBeLessThan(20_000);
      expect((await fetch(`${origin}/ready`)).status).toBe(200);
      await vi.waitFor(
        () => expect(asked.map((r) => r.url)).toEqual(["/transaction/verify/left-by-a-crash"]),
        {
          timeout: 10_000,
        },
      );
      expect(existsSync(`${database}.lock`)).toBe(true);
    } finally {
      const stopping = Date.now();
      const closed = product.close();
      const draining = await fetch(`${origin}/ready`);
      expect(draining.status).toBe(503);
      expect(await draining.json()).toEqual({ message: "The server is shutting down" });
      await closed;
      expect(Date.now() - stopping).toBeLessThan(5_000);
    }
    await expect(fetch(`${origin}/ready`)).rejects.toThrow();
    // The database was closed and its folder given up.
    expect(existsSync(`${database}.lock`)).toBe(false);
  });
});
