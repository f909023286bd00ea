/**
 * The API client and the reads the page sent itself (first-reads.ts, docs/decisions/0293-ky-after-first-screen.md):
 * a first screen whose reads the page sent draws without loading ky; anything else goes through ky.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, createApiClient, errorMessage, NETWORK_ERROR_MESSAGE } from "./client";
import { FIRST_READS_GLOBAL } from "./first-reads";
import { sendJson, startTestHttpServer, type TestHttpServer } from "./test-http-server";

const kyLoads = vi.hoisted(() => ({ count: 0 }));
vi.mock("ky", async (original) => {
  kyLoads.count += 1;
  return original();
});

let server: TestHttpServer;
let token: string | null;
let player: string | null;
let unauthorizedCalls: number;

const client = () =>
  createApiClient({
    baseUrl: `${server.origin}/api`,
    getToken: () => token,
    getPlayer: () => player,
    onUnauthorized: () => {
      unauthorizedCalls += 1;
    },
  });

/** What the page's inline script leaves for the client: one pending answer per request it sent. */
function pageSent(
  ...reads: { path: string; answer: Promise<Response>; method?: string; body?: string; token?: string }[]
) {
  (globalThis as Record<string, unknown>)[FIRST_READS_GLOBAL] = reads.map(
    ({ path, answer, method = "GET", body, token: sentWith = "tok" }) => {
      answer.catch(() => {});
      return { method, url: `${server.origin}/api${path}`, body, token: sentWith, response: answer };
    },
  );
}

const json = (status: number, body: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }),
  );

beforeAll(async () => {
  server = await startTestHttpServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  token = "tok";
  player = null;
  unauthorizedCalls = 0;
  delete (globalThis as Record<string, unknown>)[FIRST_READS_GLOBAL];
  server.handle((_request, response) => sendJson(response, 200, { from: "server" }));
});

describe("the API client with the page's first reads", () => {
  // First in the file: ky is loaded once per test file, and this test must see it not loaded.
  it("answers the first screen's reads and session check from the page's requests without loading ky", async () => {
    pageSent(
      { path: "/me", answer: json(200, { from: "page" }) },
      {
        path: "/verify",
        method: "POST",
        body: JSON.stringify({ token: "tok" }),
        answer: json(200, { isValid: true }),
      },
    );
    const api = client();
    await expect((await api("me", { method: "GET", searchParams: {} })).json()).resolves.toEqual({
      from: "page",
    });
    await expect((await api("verify", { method: "POST", json: { token: "tok" } })).json()).resolves.toEqual({
      isValid: true,
    });
    expect(server.requests).toHaveLength(0);
    expect(kyLoads.count).toBe(0);
  });

  it("takes each of the page's answers once, then asks the server through ky", async () => {
    pageSent({ path: "/me", answer: json(200, { from: "page" }) });
    const api = client();
    await api("me");
    await expect((await api("me")).json()).resolves.toEqual({ from: "server" });
    expect(server.requests.map((request) => request.url)).toEqual(["/api/me"]);
    expect(kyLoads.count).toBe(1);
  });

  it.each([
    ["another session's", () => (token = "other")],
    ["another player's", () => (player = "junior-1")],
  ])("does not take the page's answer for %s request", async (_case, change) => {
    pageSent({ path: "/me", answer: json(200, { from: "page" }) });
    change();
    await expect((await client()("me")).json()).resolves.toEqual({ from: "server" });
  });

  it("does not take the session check for another token, nor a read with a query or options", async () => {
    pageSent(
      {
        path: "/verify",
        method: "POST",
        body: JSON.stringify({ token: "tok" }),
        answer: json(200, { isValid: true }),
      },
      { path: "/me", answer: json(200, { from: "page" }) },
    );
    const api = client();
    await expect((await api("verify", { method: "POST", json: { token: "old" } })).json()).resolves.toEqual({
      from: "server",
    });
    await expect((await api("me", { searchParams: { page: "2" } })).json()).resolves.toEqual({
      from: "server",
    });
    await expect((await api("me", { timeout: 5000 })).json()).resolves.toEqual({ from: "server" });
    expect(server.requests.map((request) => request.url)).toEqual([
      "/api/verify",
      "/api/me?page=2",
      "/api/me",
    ]);
  });

  it("handles a refused first read as any answer: logout on 401 and the server's message", async () => {
    pageSent({ path: "/me", answer: json(401, { message: "Session expired" }) });
    const error = await client()("me").catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, message: "Session expired" });
    expect(unauthorizedCalls).toBe(1);
    expect(server.requests).toHaveLength(0);
  });

  it("turns a first read that got no answer into the network failure any call gives", async () => {
    pageSent({ path: "/me", answer: Promise.reject(new TypeError("Failed to fetch")) });
    const error = await client()("me").catch((caught: unknown) => caught);
    expect(errorMessage(error)).toBe(NETWORK_ERROR_MESSAGE);
    expect(server.requests).toHaveLength(0);
  });
});
