/**
 * The club API faked at the transport, for browser-side tests: `fetch` is stubbed, every request
 * the API client makes is recorded and answered by its method and declared path (the declarations
 * of `@/shared/api/all-calls`), so the client, its hooks and the resource modules all run for real.
 */
import { vi } from "vitest";
import * as declarations from "@/shared/api/all-calls";
import type { CallDeclaration } from "@/shared/api/calls";

/** A request as the fake received it. */
export interface FakeRequest {
  method: string;
  /** The path after the API prefix, e.g. "/tournaments/t1/paid". */
  path: string;
  query: URLSearchParams;
  headers: Headers;
  /** The JSON body read back, or undefined for a request without one. */
  body: unknown;
  /** The declared call the method and path match, if any. */
  call: CallDeclaration | undefined;
}

/** What a call answers: a JSON body (status 200), a full reply, or a Response of its own. */
export type FakeReply = Response | { status: number; body?: unknown; headers?: Record<string, string> };
type Responder = (request: FakeRequest) => FakeReply | Promise<FakeReply>;

type Call = Pick<CallDeclaration, "method" | "path">;

const API_PREFIX = "/api";

const DECLARED: Call[] = Object.values(declarations as Record<string, unknown>)
  .filter(
    (value): value is CallDeclaration =>
      typeof value === "object" &&
      value !== null &&
      typeof (value as Call).method === "string" &&
      typeof (value as Call).path === "string",
  )
  // A fixed path wins over a parameter in the same place ("/tournaments/paid" over "/tournaments/:id").
  .sort((a, b) => a.path.split(":").length - b.path.split(":").length);

function pattern(path: string): RegExp {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/:\w+/g, "[^/]+");
  return new RegExp(`^${escaped}$`);
}

function declaredCall(method: string, path: string): CallDeclaration | undefined {
  return DECLARED.find((call) => call.method === method && pattern(call.path).test(path)) as
    | CallDeclaration
    | undefined;
}

const keyOf = (call: Call) => `${call.method} ${call.path}`;

function toResponse(reply: FakeReply): Response {
  if (reply instanceof Response) return reply;
  return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
    status: reply.status,
    headers: { "content-type": "application/json", ...reply.headers },
  });
}

export interface FakeApi {
  /** Every request, oldest first. */
  readonly requests: FakeRequest[];
  /** The requests of one declared call. */
  requestsTo(call: Call): FakeRequest[];
  /** The JSON bodies sent to one declared call. */
  bodiesTo(call: Call): unknown[];
  /** Answers every request of the call with `body` (200), until told otherwise. */
  answer(call: Call, body: unknown): FakeApi;
  /** Answers the next request of the call with `body` (200); queued before `answer`'s. */
  answerOnce(call: Call, body: unknown): FakeApi;
  /** Refuses every request of the call with `status` and `{ message, ...extra }`. */
  fail(call: Call, status: number, message: string, extra?: Record<string, unknown>): FakeApi;
  /** Refuses the next request of the call. */
  failOnce(call: Call, status: number, message: string, extra?: Record<string, unknown>): FakeApi;
  /** Lets every request of the call get no answer at all, as with no network. */
  offline(call: Call): FakeApi;
  /** Lets the next request of the call get no answer at all. */
  offlineOnce(call: Call): FakeApi;
  /** Answers every request of the call as `respond` says (a deferred answer, a file ...). */
  reply(call: Call, respond: Responder): FakeApi;
  /** Answers the next request of the call as `respond` says. */
  replyOnce(call: Call, respond: Responder): FakeApi;
  /** Forgets every answer and request. */
  reset(): void;
}

const json =
  (body: unknown): Responder =>
  () => ({ status: 200, body });
const refusal =
  (status: number, message: string, extra: Record<string, unknown> = {}): Responder =>
  () => ({ status, body: { message, ...extra } });
const noNetwork: Responder = () => Promise.reject(new TypeError("Failed to fetch"));

export interface FakeApiOptions {
  /**
   * What a request no test answered gets: "not-found" (the default), a 404 whose message names
   * it, or "offline", no answer at all.
   */
  unanswered?: "not-found" | "offline";
}

/** Stubs `fetch` with the fake (undone by `vi.unstubAllGlobals()`); every request is recorded. */
export function fakeApi({ unanswered = "not-found" }: FakeApiOptions = {}): FakeApi {
  const requests: FakeRequest[] = [];
  const standing = new Map<string, Responder>();
  const queued = new Map<string, Responder[]>();

  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const path = url.pathname.startsWith(`${API_PREFIX}/`)
      ? url.pathname.slice(API_PREFIX.length)
      : url.pathname;
    const text = await request.text();
    const recorded: FakeRequest = {
      method: request.method,
      path,
      query: url.searchParams,
      headers: request.headers,
      body: text === "" ? undefined : JSON.parse(text),
      call: declaredCall(request.method, path),
    };
    requests.push(recorded);
    const key = recorded.call && keyOf(recorded.call);
    const respond = (key && (queued.get(key)?.shift() ?? standing.get(key))) || undefined;
    if (!respond) {
      if (unanswered === "offline") throw new TypeError("Failed to fetch");
      return toResponse({ status: 404, body: { message: `No answer for ${request.method} ${path}` } });
    }
    return toResponse(await respond(recorded));
  };
  vi.stubGlobal("fetch", fetch);

  const always = (call: Call, respond: Responder) => {
    standing.set(keyOf(call), respond);
    return fake;
  };
  const once = (call: Call, respond: Responder) => {
    const key = keyOf(call);
    queued.set(key, [...(queued.get(key) ?? []), respond]);
    return fake;
  };
  const fake: FakeApi = {
    requests,
    requestsTo: (call) => requests.filter((request) => request.call && keyOf(request.call) === keyOf(call)),
    bodiesTo: (call) => fake.requestsTo(call).map((request) => request.body),
    answer: (call, body) => always(call, json(body)),
    answerOnce: (call, body) => once(call, json(body)),
    fail: (call, status, message, extra) => always(call, refusal(status, message, extra)),
    failOnce: (call, status, message, extra) => once(call, refusal(status, message, extra)),
    offline: (call) => always(call, noNetwork),
    offlineOnce: (call) => once(call, noNetwork),
    reply: always,
    replyOnce: once,
    reset: () => {
      requests.length = 0;
      standing.clear();
      queued.clear();
    },
  };
  return fake;
}

/** A promise settled from outside, for an answer a test holds back while it looks at the screen. */
export function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const promise = new Promise<T>((settle, refuse) => {
    resolve = settle;
    reject = refuse;
  });
  return { promise, resolve, reject };
}
