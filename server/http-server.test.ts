/**
 * The servers as a client meets them over real HTTP: `npm run api` and `npm start` (which `npm run
 * dev` proxies /api to) behind the shared front, and a kept-alive connection after a refused body.
 */

import { mkdtemp, rm } from "node:fs/promises";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import type { ServerType } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startApiServer } from "./api-server";
import { MAX_BODY_BYTES } from "./app";
import { listen, listeningPort } from "./http-server";
import { startProduct } from "./product";
import { createHarness, type Harness } from "./testing/harness";

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  reusedSocket: boolean;
}

/** One request through `agent`, the body sent with its declared length. */
function request(
  agent: http.Agent,
  url: string,
  { method = "GET", body }: { method?: string; body?: string } = {},
) {
  return new Promise<Answer>((resolve, reject) => {
    const headers: http.OutgoingHttpHeaders = body
      ? { "content-type": "application/json", "content-length": Buffer.byteLength(body) }
      : {};
    const req = http.request(url, { agent, method, headers }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        text += chunk;
      });
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: text,
          reusedSocket: req.reusedSocket,
        }),
      );
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end(body);
  });
}

const SECURITY_HEADERS = {
  "x-frame-options": "DENY",
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
};

describe("a client keeping its connection alive", () => {
  let h: Harness;
  let server: ServerType;
  let base: string;
  beforeAll(async () => {
    h = await createHarness();
    await h.reset();
    server = await listen(h.app, { port: 0, host: "127.0.0.1" });
    base = `http://127.0.0.1:${listeningPort(server)}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await h.close();
  });

  it("gets the 413 for an oversized body, and its next request on the same client works", async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      for (const size of [2 * MAX_BODY_BYTES, 2_000_000, 20_000_000, 500_000, 1_000_000]) {
        const big = JSON.stringify({ message: "x".repeat(size) });
        const refused = await request(agent, `${base}/contact`, { method: "POST", body: big });
        expect(refused.status, `${size} bytes`).toBe(413);
        expect(JSON.parse(refused.body)).toEqual({ message: expect.stringMatching(/too large/) });
        expect(refused.headers.connection).toBe("close");
        const next = await request(agent, `${base}/plan/training-packages`);
        expect(next.status, `after ${size} bytes`).toBe(200);
      }
    } finally {
      agent.destroy();
    }
  });

  it("works the same with fetch", async () => {
    for (let i = 0; i < 5; i++) {
      const refused = await fetch(`${base}/contact`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ message: "x".repeat(3_000_000) }),
      });
      expect(refused.status).toBe(413);
      expect(await refused.json()).toEqual({ message: expect.stringMatching(/too large/) });
      expect((await fetch(`${base}/plan/training-packages`)).status).toBe(200);
    }
  });

  it("keeps the connection open after a body that was read in full", async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const body = JSON.stringify({ email: "nobody@example.com", password: "wrong-password" });
      const refused = await request(agent, `${base}/signUser`, { method: "POST", body });
      expect(refused.status).toBe(401);
      expect(refused.headers.connection).toBe("keep-alive");
      const next = await request(agent, `${base}/plan/training-packages`);
      expect(next.status).toBe(200);
      expect(next.reusedSocket).toBe(true);
    } finally {
      agent.destroy();
    }
  });
});

describe("the server processes", () => {
  const saved = { ...process.env };
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "tennis-servers-"));
    // Settings are read from the environment: everything in the throwaway folder, no site build.
    Object.assign(process.env, {
      DATA_DIR: dataDir,
      DIST_DIR: path.join(dataDir, "dist"),
      PORT: "0",
      HOST: "127.0.0.1",
      BUILD_SITE: "false",
      DEMO_MODE: "true",
      SEED_DEMO: "true",
    });
    vi.spyOn(console, "log").mockImplementation(() => {});
  });
  afterAll(async () => {
    process.env = saved;
    vi.restoreAllMocks();
    await rm(dataDir, { recursive: true, force: true });
  });

  // Starting a server process (tsx, migrations on a new data folder) takes seconds on a busy machine.
  it("`npm run api` answers with the security headers, and a JSON 404 for an unknown call", {
    timeout: 90_000,
  }, async () => {
    const api = await startApiServer({ dataDir: path.join(dataDir, "api") });
    const agent = new http.Agent();
    try {
      for (const [url, status] of [
        [`${api.url}/plan/training-packages`, 200],
        [`${api.url}/no/such/call`, 404],
      ] as const) {
        const answer = await request(agent, url);
        expect(answer.status, url).toBe(status);
        expect(answer.headers["content-type"], url).toMatch(/^application\/json/);
        expect(answer.headers, url).toMatchObject(SECURITY_HEADERS);
        expect(answer.headers["strict-transport-security"], url).toMatch(/max-age=/);
      }
    } finally {
      agent.destroy();
      await api.close();
    }
  });

  it("`npm start` answers any miss under /api with a JSON 404, not the site's page", {
    timeout: 90_000,
  }, async () => {
    const product = await startProduct({ dataDir: path.join(dataDir, "product") });
    const base = `http://127.0.0.1:${listeningPort(product.server)}`;
    const agent = new http.Agent();
    try {
      for (const [method, url] of [
        ["GET", "/api/no/such/call"],
        ["POST", "/api/nothing"],
        ["GET", "/api/signUser"],
        ["DELETE", "/api"],
      ] as const) {
        const answer = await request(agent, `${base}${url}`, { method });
        expect(answer.status, `${method} ${url}`).toBe(404);
        expect(answer.headers["content-type"], `${method} ${url}`).toMatch(/^application\/json/);
        expect(JSON.parse(answer.body), `${method} ${url}`).toEqual({
          message: expect.stringMatching(/No such API call/),
        });
        expect(answer.headers, url).toMatchObject(SECURITY_HEADERS);
      }
      // The rest of the product is still there.
      expect((await request(agent, `${base}/api/plan/training-packages`)).status).toBe(200);
      expect((await request(agent, `${base}/about`)).headers["content-type"]).toMatch(/^text\/html/);
    } finally {
      agent.destroy();
      await product.close();
    }
  });
});
