/**
 * Every call's access boundary, driven by the `access` of its declaration (src/shared/api/calls.ts,
 * staff-calls.ts): anonymous 401 on every call that needs a sign-in; a member 403 on coach and
 * console calls; the linked coach account 403 on console calls; staff 403 where admins only may
 * call; the least caller the access lets through gets past the gate on every read. And for each
 * console call, each part it declares (path, query, JSON body) refused with a 400 {message} when
 * it is bad, answered to the least role that passes the gate.
 */

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as allCalls from "@/shared/api/all-calls";
import type { CallAccess, CallDeclaration } from "@/shared/api/call-declaration";
import * as staffCalls from "@/shared/api/staff-calls";
import { NOT_YOUR_PLAYER, PLAYER_HEADER } from "@/shared/domain/families";
import { hasAnyRole } from "@/shared/domain/roles";
import { users } from "../db/schema";
import { ADMIN_ID, COACH_ACCOUNT_ID, MEMBER_ID, STAFF_ID } from "../db/seed";
import { YOUNGEST_ID } from "../db/seed/families";
import { schemaNamed } from "../lib/route";
import { signToken } from "../lib/tokens";
import { createHarness, type Harness, TEST_NOW } from "../testing/harness";
import { insertTestMember } from "../testing/members";

type Caller = "anonymous" | "member" | "coach" | "gate" | "treasurer" | "staff" | "admin";

/** The least caller each access lets through: for a list of roles, the first it names. */
function least(access: CallAccess): Caller {
  if (typeof access !== "string") return access[0] ?? "admin";
  if (access === "player") return "member";
  return access === "anyone" ? "anonymous" : access;
}

/** A well-formed value for every path parameter (the record need not exist: the gate comes first). */
const GOOD_PARAM: Record<string, string> = { key: "standard" };
const goodParam = (name: string) => GOOD_PARAM[name] ?? "0".repeat(24);
/** Path values no parameter schema takes: too long for an id, not a package key. */
const BAD_PARAM = "x".repeat(65);
/** Query strings tried on every call with a query: each one its schema refuses must answer 400. */
const BAD_QUERIES = [
  "page=0",
  "pageSize=101",
  "page=x",
  "status=nope",
  "period=nope",
  "period=range",
  "from=2026-02-30",
  "from=2026-11-20&to=2026-11-01",
  "member=",
  "role=owner",
];
/** JSON bodies tried on every call with a body: each one its schema refuses must answer 400. */
const BAD_BODIES: unknown[] = [[1], "text", {}];

function pathOf(call: CallDeclaration, param: (name: string) => string = goodParam): string {
  return call.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(param(name)));
}

/** The bad requests a call's declaration allows: one per bad path value, query and body. */
function badRequests(call: CallDeclaration): { what: string; path: string; body?: unknown }[] {
  const requests: { what: string; path: string; body?: unknown }[] = [];
  const validBody = call.body ? {} : undefined;
  for (const name of call.path.match(/:(\w+)/g)?.map((p) => p.slice(1)) ?? []) {
    requests.push({
      what: `path :${name}`,
      path: pathOf(call, (n) => (n === name ? BAD_PARAM : goodParam(n))),
      body: validBody,
    });
  }
  if (call.query) {
    const schema = schemaNamed(call.query);
    for (const query of BAD_QUERIES) {
      if (schema.safeParse(Object.fromEntries(new URLSearchParams(query))).success) continue;
      requests.push({ what: `query ${query}`, path: `${pathOf(call)}?${query}`, body: validBody });
    }
  }
  if (call.body) {
    const schema = schemaNamed(call.body);
    for (const body of BAD_BODIES) {
      if (schema.safeParse(body).success) continue;
      requests.push({ what: `body ${JSON.stringify(body)}`, path: pathOf(call), body });
    }
  }
  return requests;
}

let h: Harness;
const tokens = { member: "", coach: "", gate: "", treasurer: "", staff: "", admin: "" };

beforeAll(async () => {
  h = await createHarness();
  await h.reset();
  const tokenOf = (id: string) => signToken({ id, tokenVersion: 0 }, h.config.jwtSecret, TEST_NOW);
  tokens.member = await tokenOf(MEMBER_ID);
  tokens.coach = await tokenOf(COACH_ACCOUNT_ID);
  tokens.staff = await tokenOf(STAFF_ID);
  tokens.admin = await tokenOf(ADMIN_ID);
  // A gate volunteer and a treasurer (docs/decisions/0183-treasurer-and-gate-roles.md).
  for (const role of ["gate", "treasurer"] as const) {
    const { user, token } = await insertTestMember(h.database.db, {
      jwtSecret: h.config.jwtSecret,
      now: TEST_NOW,
    });
    await h.database.db.update(users).set({ consoleRole: role }).where(eq(users.id, user.id));
    tokens[role] = token;
  }
});
afterAll(() => h.close());

/** The answer's status and JSON message (a refusal is JSON; a CSV or file answer has none). */
async function ask(
  call: CallDeclaration,
  path: string,
  token?: string,
  body?: unknown,
  extra: Record<string, string> = {},
) {
  const headers: Record<string, string> = { ...extra };
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers["content-type"] = "application/json";
  const response = await h.app.request(path, {
    method: call.method,
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = response.headers.get("content-type")?.includes("application/json")
    ? ((await response.json()) as { message?: unknown })
    : null;
  return { status: response.status, message: json?.message };
}

const declared = (calls: Record<string, CallDeclaration>) =>
  Object.entries(calls).map(([name, call]) => [name, call, call.access] as const);
const every = declared(allCalls);
const table = declared({ ...staffCalls });
const tokenFor = (access: CallAccess) => {
  const caller = least(access);
  return caller === "anonymous" ? undefined : tokens[caller];
};
/** Whether a console call's access lets a role through, by the rule the server applies. */
const admits = (access: CallAccess, role: "gate" | "treasurer" | "staff") =>
  access !== "anyone" &&
  access !== "member" &&
  access !== "player" &&
  access !== "coach" &&
  hasAnyRole(role, access === "staff" ? ["staff"] : access === "admin" ? ["admin"] : access);

describe("every call", () => {
  it.each(every)("%s: refused to whoever its access leaves out", async (_name, call, access) => {
    const path = pathOf(call);
    const body = call.body ? {} : undefined;
    const anonymous = await ask(call, path, undefined, body);
    if (access === "anyone") expect(anonymous.message).not.toBe("Please log in to continue");
    else expect(anonymous).toEqual({ status: 401, message: "Please log in to continue" });
    if (access === "coach")
      expect(await ask(call, path, tokens.member, body)).toEqual({
        status: 403,
        message: "Only coaches whose account the club linked to their coach profile can see this",
      });
    // A player's call acting for a junior who is not the caller's is refused, whoever they are.
    if (access === "player")
      expect(await ask(call, path, tokens.member, body, { [PLAYER_HEADER]: YOUNGEST_ID })).toEqual({
        status: 403,
        message: NOT_YOUR_PLAYER,
      });
    // A read changes nothing: the least caller its access lets through gets past the gate.
    if (call.method === "GET") {
      const allowed = await ask(call, path, tokenFor(access));
      expect([401, 403]).not.toContain(allowed.status);
    }
  });
});

describe("console calls", () => {
  it("are each open to console roles only", () => {
    expect(
      table.filter(([, , access]) => access === "anyone" || access === "member" || access === "coach"),
    ).toEqual([]);
    expect(table.length).toBeGreaterThan(50);
  });

  it("give treasurers the money and gate volunteers the gate, and nothing else", () => {
    const open = (role: "gate" | "treasurer") =>
      table
        .filter(([, , access]) => admits(access, role))
        .map(([name]) => name)
        .toSorted();
    expect(open("treasurer")).toEqual(
      [
        "consoleMe",
        "siteStatus",
        "staffTournaments",
        "staffPayments",
        "staffPaymentTotals",
        "staffPaymentsExport",
        "staffPaymentsWorkbook",
        "staffPayment",
        "refundPayment",
        "staffRenewals",
        "staffReconciliation",
        "recordHandPayment",
        "monthlyReport",
        "monthlyReportCsv",
        // Entries paid by hand and withdrawals with a refund are money (docs/decisions/0231-entries-by-staff.md).
        "eventEntries",
        "addEntry",
        "withdrawEntry",
      ].toSorted(),
    );
    expect(open("gate")).toEqual(
      [
        "consoleMe",
        "siteStatus",
        "staffTournaments",
        "checkInScan",
        "checkInSync",
        "checkInStatus",
        "admitWithoutTicket",
        "searchTicketHolders",
        "gatePack",
      ].toSorted(),
    );
  });

  it.each(table)("%s: anonymous 401, member and coach 403, staff by role", async (_name, call, needed) => {
    const path = pathOf(call);
    const body = call.body ? {} : undefined;
    const anonymous = await ask(call, path, undefined, body);
    expect(anonymous).toEqual({ status: 401, message: "Please log in to continue" });
    for (const token of [tokens.member, tokens.coach]) {
      const refused = await ask(call, path, token, body);
      expect(refused.status).toBe(403);
      expect(refused.message).toMatch(/^Only club [a-z ,]+ can do this$/);
    }
    // Each console role not named by the access is refused, whatever the call.
    for (const role of ["gate", "treasurer", "staff"] as const) {
      if (admits(needed, role)) continue;
      expect((await ask(call, path, tokens[role], body)).status).toBe(403);
    }
    if (needed === "admin")
      expect(await ask(call, path, tokens.staff, body)).toEqual({
        status: 403,
        message: "Only club admins can do this",
      });
    // A read changes nothing: the least role it needs gets past the gate.
    if (call.method === "GET") {
      const allowed = await ask(call, path, tokenFor(needed));
      expect([401, 403]).not.toContain(allowed.status);
    }
  });

  it.each(table)("%s: a bad path, query or body is a 400 with a message", async (_name, call, needed) => {
    const token = tokenFor(needed);
    for (const bad of badRequests(call)) {
      const answer = await ask(call, bad.path, token, bad.body);
      expect({ what: bad.what, status: answer.status }).toEqual({ what: bad.what, status: 400 });
      expect(answer.message).toBeTypeOf("string");
    }
  });

  it("try a bad query on every call that takes one, and a bad body on every call that takes one", () => {
    const untested = table
      .filter(
        ([, call]) =>
          (call.query && !badRequests(call).some((r) => r.what.startsWith("query"))) ||
          (call.body && !badRequests(call).some((r) => r.what.startsWith("body"))),
      )
      .map(([name]) => name);
    expect(untested).toEqual([]);
  });
});
