import net from "node:net";
import type { ServerType } from "@hono/node-server";
import { Hono } from "hono";
import { afterEach, describe, expect, it } from "vitest";
import { listen, listeningPort } from "../http-server";
import { DEFAULT_HTTP_LIMITS, type HttpLimits, HttpLimitsError, httpLimitSettings } from "./http-limits";

describe("httpLimitSettings", () => {
  it("has sensible defaults", () => {
    expect(httpLimitSettings({})).toEqual({
      headersTimeoutMs: 20_000,
      requestTimeoutMs: 120_000,
      maxHeaderBytes: 16_384,
      maxConnections: 1000,
      keepAliveTimeoutMs: 65_000,
    });
  });

  it("reads every limit from the environment", () => {
    expect(
      httpLimitSettings({
        HTTP_HEADERS_TIMEOUT_MS: "5000",
        HTTP_REQUEST_TIMEOUT_MS: "30000",
        HTTP_MAX_HEADER_BYTES: "8192",
        HTTP_MAX_CONNECTIONS: "200",
        HTTP_KEEP_ALIVE_TIMEOUT_MS: "30000",
      }),
    ).toEqual({
      headersTimeoutMs: 5000,
      requestTimeoutMs: 30_000,
      maxHeaderBytes: 8192,
      maxConnections: 200,
      keepAliveTimeoutMs: 30_000,
    });
  });

  it.each([
    { HTTP_HEADERS_TIMEOUT_MS: "0" },
    { HTTP_REQUEST_TIMEOUT_MS: "soon" },
    { HTTP_MAX_CONNECTIONS: "-1" },
    { HTTP_MAX_HEADER_BYTES: "1.5" },
    { HTTP_KEEP_ALIVE_TIMEOUT_MS: "500" },
    { HTTP_HEADERS_TIMEOUT_MS: "60000", HTTP_REQUEST_TIMEOUT_MS: "30000" },
  ])("refuses %o with a clear line", (env) => {
    expect(() => httpLimitSettings(env)).toThrow(HttpLimitsError);
  });
});

/** Raw bytes to the server, and everything it sends back until it closes the connection. */
function exchange(port: number, bytes: string, { endAfterMs = 0 } = {}) {
  return new Promise<string>((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => {
      socket.write(bytes);
      if (endAfterMs) setTimeout(() => socket.end(), endAfterMs);
    });
    let answer = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => {
      answer += chunk;
    });
    socket.on("close", () => resolve(answer));
    socket.on("error", (error: NodeJS.ErrnoException) =>
      error.code === "ECONNRESET" ? resolve(answer) : reject(error),
    );
  });
}

const parse = (answer: string) => {
  const [head = "", body = ""] = answer.split("\r\n\r\n");
  return { status: Number(head.split(" ")[1]), head, body: body ? JSON.parse(body) : undefined };
};

describe("the Node server's limits", () => {
  let server: ServerType | undefined;
  afterEach(async () => {
    await new Promise((resolve) => server?.close(resolve));
    server = undefined;
  });

  async function serving(limits: Partial<HttpLimits> = {}) {
    const app = new Hono();
    app.get("/ok", (c) => c.json({ ok: true }));
    server = await listen(app, { port: 0, host: "127.0.0.1", limits: { ...DEFAULT_HTTP_LIMITS, ...limits } });
    return listeningPort(server);
  }

  it("answers an oversized request header with a JSON 431 and closes the connection", async () => {
    const port = await serving();
    const answer = parse(
      await exchange(port, `GET /ok HTTP/1.1\r\nHost: localhost\r\nCookie: ${"a".repeat(20_000)}\r\n\r\n`),
    );
    expect(answer.status).toBe(431);
    expect(answer.head).toMatch(/content-type: application\/json/i);
    expect(answer.head).toMatch(/connection: close/i);
    expect(answer.body).toEqual({
      message: expect.stringMatching(/^The request's headers are too large \(16 KB/),
    });
    // A request of ordinary size is served.
    expect(
      parse(await exchange(port, "GET /ok HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n")),
    ).toMatchObject({
      status: 200,
      body: { ok: true },
    });
  });

  it("answers a request that never finishes its headers with a JSON 408", async () => {
    const port = await serving({ headersTimeoutMs: 1000, requestTimeoutMs: 2000 });
    const started = performance.now();
    const answer = parse(await exchange(port, "GET /ok HTTP/1.1\r\nHost: localhost\r\nX-Slow: "));
    expect(answer.status).toBe(408);
    expect(answer.body).toEqual({ message: expect.stringMatching(/took too long/) });
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it("keeps an idle connection open longer than a proxy would, and says so", async () => {
    const port = await serving();
    const answer = await exchange(port, "GET /ok HTTP/1.1\r\nHost: localhost\r\n\r\n", { endAfterMs: 200 });
    expect(parse(answer).status).toBe(200);
    expect(parse(answer).head).toMatch(/^keep-alive: timeout=65$/im);
  });

  it("answers unreadable HTTP with a JSON 400", async () => {
    const port = await serving();
    const answer = parse(await exchange(port, "NOT HTTP AT ALL\r\n\r\n"));
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ message: "The request could not be read" });
  });

  it("closes connections past the cap as they come", async () => {
    const port = await serving({ maxConnections: 2 });
    const held = await Promise.all(
      [1, 2].map(
        () =>
          new Promise<net.Socket>((resolve) => {
            const socket = net.connect(port, "127.0.0.1", () => resolve(socket));
          }),
      ),
    );
    try {
      // Give the server a moment to count both.
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await exchange(port, "GET /ok HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n")).toBe(
        "",
      );
    } finally {
      for (const socket of held) socket.destroy();
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(
      parse(await exchange(port, "GET /ok HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n")).status,
    ).toBe(200);
  });
});
