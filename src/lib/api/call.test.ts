import { atom } from "nanostores";
import { describe, expect, expectTypeOf, it } from "vitest";
import type * as allCalls from "@/shared/api/all-calls";
import type { SchemaName } from "@/shared/api/calls";
import * as calls from "@/shared/api/calls";
import * as staffCalls from "@/shared/api/staff-calls";
import { type CallAnswer, keyOf, keysOf } from "./call";
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

describe("keyOf", () => {
  const $token = atom<string | null>("token");
  const $id = atom<string | null>("42");

  it("is the path, then '#' and the scope, for a read without parameters", () => {
    expect(keyOf(calls.me, { scope: $token })).toEqual(["/me#", $token]);
    expect(keyOf(calls.billingInfo, { scope: "sessions" })).toEqual(["/billing/pay/info#sessions"]);
  });

  it("fills each parameter in its place in the path", () => {
    expect(keyOf(calls.coach, { params: { id: $id } })).toEqual(["/coach/getCoach/", $id]);
    expect(keyOf(staffCalls.staffDraw, { params: { id: $id } })).toEqual([
      "/staff/tournaments/",
      $id,
      "/draw",
    ]);
  });

  it("puts the query after '?' and the scope after '#'", () => {
    expect(keyOf(staffCalls.monthlyReport, { query: ["month=", $id], scope: $token })).toEqual([
      "/staff/money/monthly?month=",
      $id,
      "#",
      $token,
    ]);
    expect(keyOf(staffCalls.staffCoaches, { query: "retired=false" })).toEqual([
      "/staff/coaches?retired=false",
    ]);
  });

  it("refuses a key with a parameter missing", () => {
    expect(() => keyOf(calls.coach)).toThrow("/coach/getCoach/:id needs its id parameter in its cache key");
  });
});

describe("keysOf", () => {
  it("selects every key of a call's reads, and no key of a longer path", () => {
    const payments = keysOf(staffCalls.staffPayments);
    expect(payments("/staff/payments?page=2")).toBe(true);
    expect(payments("/staff/payments#token")).toBe(true);
    expect(payments("/staff/payments")).toBe(true);
    expect(payments("/staff/payments/totals?period=this-month")).toBe(false);
    expect(keysOf(calls.coach)("/coaches#token")).toBe(false);
  });

  it("takes any value in a parameter's place", () => {
    const draws = keysOf(staffCalls.staffDraw);
    expect(draws("/staff/tournaments/42/draw")).toBe(true);
    expect(draws("/staff/tournaments/42")).toBe(false);
    expect(keysOf(staffCalls.staffTournament)("/staff/tournaments/42/draw")).toBe(false);
    expect(keysOf(staffCalls.staffTournament)("/staff/tournaments/42")).toBe(true);
  });

  it("selects only what keyOf made from one of its calls", () => {
    const reads = keysOf(calls.me, staffCalls.staffMember);
    expect(reads("/me#token")).toBe(true);
    expect(reads("/me/sessions#token")).toBe(false);
    expect(reads("/staff/members/42")).toBe(true);
    expect(reads("/staff/members?q=ada")).toBe(false);
  });
});
