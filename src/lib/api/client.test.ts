import { TimeoutError } from "ky";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import {
  ApiError,
  CREDENTIALS_CHECK,
  createApiClient,
  errorMessage,
  NETWORK_ERROR_MESSAGE,
  readJson,
  UNREADABLE_ANSWER_MESSAGE,
} from "./client";
import { sendJson, startTestHttpServer, type TestHttpServer } from "./test-http-server";

let server: TestHttpServer;
let token: string | null;
let unauthorizedCalls: number;

const client = () =>
  createApiClient({
    baseUrl: `${server.origin}/api`,
    getToken: () => token,
    onUnauthorized: () => {
      unauthorizedCalls += 1;
    },
  });

/** The contract schema of the test answers; readJson uses only its type. */
const Greeting = z.object({ hello: z.string() });

beforeAll(async () => {
  server = await startTestHttpServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  token = null;
  unauthorizedCalls = 0;
  server.handle((_request, response) => sendJson(response, 200, { hello: "world" }));
});

describe("createApiClient", () => {
  it("sends calls under the base URL prefix", async () => {
    await expect(readJson<typeof Greeting>(client()("tour/admin/getTournaments"))).resolves.toEqual({
      hello: "world",
    });
    expect(server.requests[0]?.url).toBe("/api/tour/admin/getTournaments");
  });

  it("sends the session token as a bearer header when there is one", async () => {
    token = "abc.def";
    await client()("me");
    expect(server.requests[0]?.headers.authorization).toBe("Bearer abc.def");
  });

  it("sends no authorization header when logged out", async () => {
    await client()("me");
    expect(server.requests[0]?.headers.authorization).toBeUndefined();
  });

  it("sends JSON bodies", async () => {
    await client()("contact", { method: "post", json: { name: "Ada" } });
    expect(server.requests[0]?.headers["content-type"]).toContain("application/json");
    expect(JSON.parse(server.requests[0]?.body ?? "")).toEqual({ name: "Ada" });
  });

  it("logs the user out when a call answers 401", async () => {
    token = "expired";
    server.handle((_request, response) => sendJson(response, 401, { message: "Session expired" }));
    await expect(client()("me")).rejects.toThrow("Session expired");
    expect(unauthorizedCalls).toBe(1);
  });

  it("keeps the session when a credentials check answers 401, and surfaces the server's message", async () => {
    server.handle((_request, response) => sendJson(response, 401, { message: "Invalid email or password" }));
    const error = await client()("signUser", {
      method: "post",
      json: { email: "a@b.co", password: "x" },
      ...CREDENTIALS_CHECK,
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, message: "Invalid email or password" });
    expect(unauthorizedCalls).toBe(0);
  });

  it("turns a failure answer into an ApiError carrying the server's message", async () => {
    server.handle((_request, response) =>
      sendJson(response, 400, { message: "Enter a valid email address" }),
    );
    const error = await client()("subscribe-newsletter", { method: "post", json: {} }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: "Enter a valid email address" });
    expect(errorMessage(error)).toBe("Enter a valid email address");
  });

  it("gives a readable message when a failure answer has no JSON message", async () => {
    server.handle((_request, response) => {
      response.writeHead(502, { "content-type": "text/html" });
      response.end("<h1>Bad gateway</h1>");
    });
    const error = await client()("me").catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      status: 502,
      message: "The request failed (error 502). Please try again.",
    });
  });

  it.each([
    ["a message that is not text", { message: 42 }],
    ["a body that is not an object", ["Server error"]],
  ])("gives a readable message when a failure answer has %s", async (_case, body) => {
    server.handle((_request, response) => sendJson(response, 500, body));
    const error = await client()("me").catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      status: 500,
      message: "The request failed (error 500). Please try again.",
    });
  });

  it("does not retry failed calls on its own", async () => {
    server.handle((_request, response) => sendJson(response, 503, { message: "Down for maintenance" }));
    await expect(client()("me")).rejects.toThrow("Down for maintenance");
    expect(server.requests).toHaveLength(1);
  });
});

describe("readJson", () => {
  it.each([
    ["null", null],
    ["a list", [{ hello: "world" }]],
    ["text", "hello"],
    ["a number", 42],
  ])("rejects a JSON answer that is %s, not an object, with a readable ApiError", async (_case, body) => {
    server.handle((_request, response) => sendJson(response, 200, body));
    await expect(readJson<typeof Greeting>(client()("me"))).rejects.toEqual(
      new ApiError(200, UNREADABLE_ANSWER_MESSAGE),
    );
  });

  it("rejects a body that is not JSON at all", async () => {
    server.handle((_request, response) => {
      response.writeHead(200, { "content-type": "text/html" });
      response.end("<!doctype html><title>Home</title>");
    });
    const error = await readJson<typeof Greeting>(client()("me")).catch((caught: unknown) => caught);
    expect(errorMessage(error)).toBe(UNREADABLE_ANSWER_MESSAGE);
  });
});

describe("errorMessage", () => {
  it("explains a network failure without technical detail", async () => {
    const unreachable = await startTestHttpServer();
    await unreachable.close();
    const error = await createApiClient({
      baseUrl: unreachable.origin,
      getToken: () => null,
      onUnauthorized: () => {},
    })("me").catch((caught: unknown) => caught);
    expect(errorMessage(error)).toBe(NETWORK_ERROR_MESSAGE);
  });

  it("explains a timeout the same way", () => {
    expect(errorMessage(new TimeoutError(new Request("http://127.0.0.1/api/me")))).toBe(
      NETWORK_ERROR_MESSAGE,
    );
  });

  it("never shows an unexpected error's internals", () => {
    const message = errorMessage(new TypeError("Cannot read properties of undefined (reading 'x')"));
    expect(message).toBe("Something went wrong. Please try again.");
  });
});
