import { Hono, type MiddlewareHandler } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CallDeclaration } from "@/shared/api/all-calls";
import * as calls from "@/shared/api/all-calls";
import { createHarness, type Harness } from "../testing/harness";
import type { AppEnv } from "./app-env";
import { routerFor, schemaNamed } from "./route";

const declarations: [string, CallDeclaration][] = Object.entries(calls);

describe("the call declarations", () => {
  it.each(declarations)("%s names schemas the contract exports", (_name, call) => {
    const answer = call.response === "file" ? undefined : call.response;
    for (const name of [call.params, call.query, call.body, answer]) {
      if (name) expect(schemaNamed(name), name).toHaveProperty("safeParse");
    }
  });

  it("name schemas one contract exports: a name in both would hand one side's calls the other's schema", async () => {
    const member = Object.keys(await import("@/shared/api/contract"));
    const staff = new Set(Object.keys(await import("@/shared/api/console-contract")));
    const both = member.filter((name) => staff.has(name) && /^[A-Z]/.test(name));
    const shared = await import("@/shared/api/contract");
    const consoleOwn = await import("@/shared/api/console-contract");
    // The console contract may re-export a member schema (the same object), never define its own.
    expect(
      both.filter(
        (name) => (shared as Record<string, unknown>)[name] !== (consoleOwn as Record<string, unknown>)[name],
      ),
    ).toEqual([]);
  });

  it("each say who may call them and what they answer, or fail the type check", () => {
    // @ts-expect-error: a declaration without its access
    const noAccess: CallDeclaration = { method: "GET", path: "/x", response: "MessageBody" };
    // @ts-expect-error: a declaration without its answer
    const noAnswer: CallDeclaration = { method: "GET", path: "/x", access: "anyone" };
    expect([noAccess, noAnswer].map((call) => call.path)).toEqual(["/x", "/x"]);
    for (const [, call] of declarations) {
      // A word, or the console roles it is for (docs/decisions/0183-treasurer-and-gate-roles.md).
      if (typeof call.access === "string")
        expect(["anyone", "member", "player", "coach", "staff", "admin"]).toContain(call.access);
      else for (const role of call.access) expect(["gate", "treasurer", "staff"]).toContain(role);
      expect(call.response).toBeTypeOf("string");
    }
  });

  it("declare each method and path once", () => {
    const keys = declarations.map(([, call]) => `${call.method} ${call.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe("the API", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(() => h.close());

  // Whatever the answer (401 without a token, 400 for the placeholder ids), the call is routed.
  it.each(declarations)("serves %s at its declared method and path", async (_name, call) => {
    const path = call.path.replace(/:\w+/g, "x");
    const { body } = await h.call(path, { method: call.method });
    expect(JSON.stringify(body)).not.toContain("No such API call");
  });
});

describe("route", () => {
  const declared = {
    method: "POST",
    path: "/things/:id",
    access: "anyone",
    params: "IdParam",
    body: "AutoRenewRequest",
    response: "MessageBody",
  } as const satisfies CallDeclaration;

  function app(guard = false) {
    const api = new Hono<AppEnv>();
    const refuse: MiddlewareHandler<AppEnv> = async (c) => c.json({ message: "Not open to anyone" }, 500);
    const route = routerFor({
      requireUser: refuse,
      requireCoach: refuse,
      requirePlayer: refuse,
      checkAnswers: false,
    });
    route(
      api,
      declared,
      async (c, next) => (guard ? c.json({ message: "Sign in first" }, 401) : next()),
      (c) => c.json({ id: c.req.valid("param").id, autoRenew: c.req.valid("json").autoRenew }),
    );
    return api;
  }
  const post = (api: Hono<AppEnv>, path: string, body: unknown) =>
    api.request(path, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });

  it("hands the handler the parsed parameters and body", async () => {
    const response = await post(app(), "/things/abc", { autoRenew: true });
    expect(await response.json()).toEqual({ id: "abc", autoRenew: true });
  });

  it("refuses a body that does not match the declared schema with a 400 naming the field", async () => {
    const response = await post(app(), "/things/abc", { autoRenew: "yes" });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ field: "autoRenew" });
  });

  it("runs the guards before the validators", async () => {
    const response = await post(app(true), "/things/abc", { autoRenew: "yes" });
    expect(response.status).toBe(401);
  });

  it("serves only the declared method", async () => {
    expect((await app().request("/things/abc")).status).toBe(404);
  });
});
