import { describe, expect, expectTypeOf, it } from "vitest";
import type * as allCalls from "@/shared/api/all-calls";
import type { SchemaName } from "@/shared/api/calls";
import * as calls from "@/shared/api/calls";
import { type CallAnswer, cacheKey } from "./call";
import { pathOf } from "./path";

type Declared = typeof allCalls;
/** The calls with a JSON answer (not a file). */
type JsonCall = {
  [K in keyof Declared]: Declared[K] extends { response: SchemaName } ? K : never;
}[keyof Declared];
/** Those whose answer type `call()` could not resolve. */
type Unresolved = { [K in JsonCall]: [CallAnswer<Declared[K]>] extends [never] ? K : never }[JsonCall];

describe("call", () => {
  it("types the answer of every JSON call, never as never", () => {
    expectTypeOf<Unresolved>().toEqualTypeOf<never>();
    expectTypeOf<CallAnswer<typeof calls.me>>().toHaveProperty("userData");
  });
});

describe("pathOf", () => {
  it("fills in each parameter, URL-encoded", () => {
    expect(pathOf(calls.payPairing, { planId: "a/b c", months: "3" })).toBe(
      "/billing/pay/pairing/a%2Fb%20c/3",
    );
  });

  it("keeps a path without parameters as declared", () => {
    expect(pathOf(calls.me)).toBe("/me");
  });

  it("refuses to send a call with a parameter missing", () => {
    expect(() => pathOf(calls.coach, {})).toThrow("/coach/getCoach/:id needs its id parameter");
  });
});

describe("cacheKey", () => {
  it("is the path and '#' for a read without parameters", () => {
    expect(cacheKey(calls.me)).toBe("/me#");
    expect(cacheKey(calls.billingInfo)).toBe("/billing/pay/info#");
  });

  it("is the path up to its parameter for a read with one", () => {
    expect(cacheKey(calls.coach)).toBe("/coach/getCoach/");
  });
});
