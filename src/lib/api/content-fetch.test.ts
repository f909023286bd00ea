import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { CONTENT_RETRY_LIMIT, fetchContentJson } from "./content-fetch";
import { sendJson, startTestHttpServer, type TestHttpServer } from "./test-http-server";

let server: TestHttpServer;
const queryUrl = () => `${server.origin}/v2023-08-27/data/query/production?query=*`;

/** Answers `status` to the first `failures` requests, then the query result. */
function failThenSucceed(status: number, failures: number, headers: Record<string, string> = {}) {
  server.handle((_request, response) => {
    if (server.requests.length <= failures) sendJson(response, status, { error: "busy" }, headers);
    else sendJson(response, 200, { result: ["ok"] });
  });
}

const gapsBetweenRequests = () =>
  server.requests.slice(1).map((request, i) => request.at - server.requests[i]!.at);

beforeAll(async () => {
  server = await startTestHttpServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

describe("fetchContentJson", () => {
  it("returns the parsed JSON of a successful query", async () => {
    failThenSucceed(503, 0);
    await expect(fetchContentJson(queryUrl())).resolves.toEqual({ result: ["ok"] });
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]?.url).toBe("/v2023-08-27/data/query/production?query=*");
  });

  it.each([429, 502, 503])("retries after %i with exponentially growing delays", async (status) => {
    failThenSucceed(status, 3);
    await expect(fetchContentJson(queryUrl(), { baseDelayMs: 20 })).resolves.toEqual({ result: ["ok"] });
    expect(server.requests).toHaveLength(4);
    const [first, second, third] = gapsBetweenRequests();
    // Timers may fire a millisecond early; the point is 20, 40, 80.
    expect(first).toBeGreaterThanOrEqual(18);
    expect(second).toBeGreaterThanOrEqual(38);
    expect(third).toBeGreaterThanOrEqual(78);
  });

  it("gives up after 5 retries and reports the last failure", async () => {
    failThenSucceed(503, Number.POSITIVE_INFINITY);
    await expect(fetchContentJson(queryUrl(), { baseDelayMs: 1 })).rejects.toMatchObject({
      response: { status: 503 },
    });
    expect(server.requests).toHaveLength(1 + CONTENT_RETRY_LIMIT);
  });

  it("takes a smaller retry budget when asked", async () => {
    failThenSucceed(429, Number.POSITIVE_INFINITY);
    await expect(fetchContentJson(queryUrl(), { baseDelayMs: 1, retries: 2 })).rejects.toThrow();
    expect(server.requests).toHaveLength(3);
  });

  it.each([500, 404, 400, 401])("does not retry after %i", async (status) => {
    failThenSucceed(status, Number.POSITIVE_INFINITY);
    await expect(fetchContentJson(queryUrl(), { baseDelayMs: 1 })).rejects.toMatchObject({
      response: { status },
    });
    expect(server.requests).toHaveLength(1);
  });

  it("waits as long as Retry-After asks", async () => {
    failThenSucceed(429, 1, { "retry-after": "1" });
    await expect(fetchContentJson(queryUrl(), { baseDelayMs: 1 })).resolves.toEqual({ result: ["ok"] });
    expect(gapsBetweenRequests()[0]).toBeGreaterThanOrEqual(990);
  });

  it("caps a long Retry-After", async () => {
    failThenSucceed(503, 1, { "retry-after": "3600" });
    await expect(fetchContentJson(queryUrl(), { baseDelayMs: 1, maxDelayMs: 50 })).resolves.toEqual({
      result: ["ok"],
    });
    expect(gapsBetweenRequests()[0]).toBeLessThan(1000);
  });

  it("does not retry when the service cannot be reached", async () => {
    const unreachable = await startTestHttpServer();
    await unreachable.close();
    // A retry would wait a minute and time the test out.
    await expect(fetchContentJson(unreachable.origin, { baseDelayMs: 60_000 })).rejects.toThrow();
  });

  it("stops when the caller aborts", async () => {
    failThenSucceed(503, Number.POSITIVE_INFINITY);
    const controller = new AbortController();
    const pending = fetchContentJson(queryUrl(), { baseDelayMs: 60_000, signal: controller.signal });
    // Abort during the back-off after the first answer, however slow the machine is.
    await vi.waitFor(() => expect(server.requests).toHaveLength(1), { timeout: 10_000 });
    controller.abort();
    await expect(pending).rejects.toThrow();
    expect(server.requests).toHaveLength(1);
  });
});
