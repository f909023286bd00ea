/**
 * Every console call's role boundary and validation, driven by the declarations in
 * src/shared/api/staff-calls.ts and money-calls.ts: a call declared there without a row here fails the type check and
 * the first test. For each call: anonymous 401; a member and the linked coach account 403; staff
 * 403 where admins only may call; and each part the call declares (path, query, JSON body) refused
 * with a 400 {message} when it is bad, answered to the least role that passes the gate.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CallDeclaration } from "@/shared/api/call-declaration";
import * as moneyCalls from "@/shared/api/money-calls";
import * as staffCalls from "@/shared/api/staff-calls";
import { ADMIN_ID, COACH_ACCOUNT_ID, MEMBER_ID, STAFF_ID } from "../db/seed";
import { schemaNamed } from "../lib/route";
import { signToken } from "../lib/tokens";
import { createHarness, type Harness, TEST_NOW } from "../testing/harness";

const consoleCalls = { ...staffCalls, ...moneyCalls };
type CallName = keyof typeof consoleCalls;

/**
 * The least console role a call needs. "staff or admin": the payments export, whose role
 * console/payments.ts decides (docs/decisions/0091-console-payments.md); only what holds either way
 * is pinned here: members and coaches are refused, admins pass.
 */
type Needed = "staff" | "admin" | "staff or admin";

const ROLES: Record<CallName, Needed> = {
  pendingAssignments: "staff",
  confirmAssignment: "staff",
  endAssignment: "staff",
  reassignAssignment: "staff",
  assignmentHistory: "staff",
  consoleMe: "staff",
  consoleUsers: "admin",
  setConsoleRole: "admin",
  audit: "admin",
  staffTournaments: "staff",
  staffTournament: "staff",
  createTournament: "staff",
  updateTournament: "staff",
  cancelTournament: "staff",
  staffCoaches: "staff",
  staffCoach: "staff",
  createCoach: "staff",
  updateCoach: "staff",
  retireCoach: "staff",
  staffPlans: "admin",
  updatePlan: "admin",
  staffTrainingPackages: "admin",
  updateTrainingPackage: "admin",
  sendNotification: "staff",
  staffBroadcasts: "staff",
  audienceCount: "staff",
  contactMessages: "staff",
  replyToContact: "staff",
  setContactStatus: "staff",
  newsletterSubscribers: "staff",
  newsletterCsv: "staff",
  staffMatches: "staff",
  staffMatch: "staff",
  recordResult: "staff",
  correctResult: "staff",
  scheduleFriendly: "staff",
  staffDraw: "staff",
  makeDraw: "staff",
  swapDraw: "staff",
  publishDraw: "staff",
  drawResult: "staff",
  correctDrawResult: "staff",
  clearDrawResult: "staff",
  staffPlayers: "staff",
  siteStatus: "staff",
  uploadMedia: "staff",
  staffPayments: "staff",
  staffPaymentTotals: "staff",
  staffPaymentsExport: "staff or admin",
  staffPayment: "staff",
  refundPayment: "admin",
  refundTournamentTickets: "admin",
  refundTournamentTicketsPreview: "admin",
  staffRenewals: "staff",
  staffReconciliation: "staff",
  staffMembers: "staff",
  staffMember: "staff",
  updateMember: "staff",
  saveMemberNote: "staff",
  resendMemberMail: "staff",
  linkCoachAccount: "staff",
  staffFreeSessions: "staff",
  redeemFreeSession: "staff",
  checkInScan: "staff",
  checkInSync: "staff",
  checkInStatus: "staff",
  gatePack: "staff",
  admitWithoutTicket: "staff",
  searchTicketHolders: "staff",
  staffBackup: "admin",
  recordHandPayment: "staff",
  staffPaymentsWorkbook: "staff or admin",
  monthlyReport: "staff",
  monthlyReportCsv: "staff",
};

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
const tokens = { member: "", coach: "", staff: "", admin: "" };

beforeAll(async () => {
  h = await createHarness();
  await h.reset();
  const tokenOf = (id: string) => signToken({ id, tokenVersion: 0 }, h.config.jwtSecret, TEST_NOW);
  tokens.member = await tokenOf(MEMBER_ID);
  tokens.coach = await tokenOf(COACH_ACCOUNT_ID);
  tokens.staff = await tokenOf(STAFF_ID);
  tokens.admin = await tokenOf(ADMIN_ID);
});
afterAll(() => h.close());

/** The answer's status and JSON message (a refusal is JSON; a CSV or file answer has none). */
async function ask(call: CallDeclaration, path: string, token?: string, body?: unknown) {
  const headers: Record<string, string> = {};
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

const DECLARED: Record<CallName, CallDeclaration> = consoleCalls;
const table = (Object.keys(DECLARED) as CallName[]).map(
  (name) => [name, DECLARED[name], ROLES[name]] as const,
);

describe("console calls", () => {
  it("each have a row in the boundary table, and the table names no other call", () => {
    expect(Object.keys(ROLES).toSorted()).toEqual(Object.keys(consoleCalls).toSorted());
    expect(table.length).toBeGreaterThan(50);
  });

  it.each(table)("%s: anonymous 401, member and coach 403, staff by role", async (_name, call, needed) => {
    const path = pathOf(call);
    const body = call.body ? {} : undefined;
    const anonymous = await ask(call, path, undefined, body);
    expect(anonymous).toEqual({ status: 401, message: "Please log in to continue" });
    for (const token of [tokens.member, tokens.coach]) {
      const refused = await ask(call, path, token, body);
      expect(refused.status).toBe(403);
      expect(refused.message).toMatch(/^Only club (staff|admins) can do this$/);
    }
    if (needed === "admin")
      expect(await ask(call, path, tokens.staff, body)).toEqual({
        status: 403,
        message: "Only club admins can do this",
      });
    // A read changes nothing: the least role it needs gets past the gate.
    if (call.method === "GET") {
      const allowed = await ask(call, path, needed === "staff" ? tokens.staff : tokens.admin);
      expect([401, 403]).not.toContain(allowed.status);
    }
  });

  it.each(table)("%s: a bad path, query or body is a 400 with a message", async (_name, call, needed) => {
    const token = needed === "staff" ? tokens.staff : tokens.admin;
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
